import { API } from '../config';
import { http } from '../providers';
import { createTradeActions } from './trade-actions';

const actions = createTradeActions(API.admin, http, API.orders);

/** The console's trade actions (refund, decide, verify the ledger) on its one HTTP client. */
export const useTradeActions = () => actions;

import { API } from '../../config';
import { http } from '../../providers';
import { createRfqActions } from './rfq-actions';

/** The console's RFQ actions on its one HTTP client; the files are read at trade's /rfqs routes. */
export const rfqActions = createRfqActions(API.admin, http, API.admin.replace(/\/admin$/, '/rfqs'));

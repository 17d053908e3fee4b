import { API } from '../../config';
import { http } from '../../providers';
import { createDeadLetterActions } from './dead-letter-actions';

const actions = createDeadLetterActions(API.admin, http);

/** The console's dead-letter actions, on its one HTTP client (token, language, problem details). */
export const useDeadLetterActions = () => actions;

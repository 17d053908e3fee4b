import { DeadLetterProblems } from './dead-letter.problems.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SERVICE = /^[a-z][a-z0-9_-]*$/;

/**
 * A dead letter's id in the back office is `<service>:<uuid>`: every service has its own table, and
 * the prefix is how the gateway (and the console) know which service a letter belongs to.
 */
export const publicDeadLetterId = (service: string, id: string): string => `${service}:${id}`;

/**
 * The table id of `<service>:<uuid>` when it names this service. A letter of another service is not
 * found here (404); something that is not such an id at all is the caller's mistake (400).
 */
export function localDeadLetterId(service: string, publicId: string): string {
  const at = publicId.indexOf(':');
  const prefix = at < 0 ? '' : publicId.slice(0, at);
  const id = publicId.slice(at + 1);
  if (!SERVICE.test(prefix) || !UUID.test(id)) throw DeadLetterProblems.badId();
  if (prefix !== service) throw DeadLetterProblems.notFound();
  return id.toLowerCase();
}

/** The PostgreSQL schema this service owns (DESIGN §3). Raw SQL names it: the embedded database multiplexes one session, so search_path cannot be relied on. */
export const SCHEMA = 'analytics';

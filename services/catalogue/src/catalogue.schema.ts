/** The PostgreSQL schema this service owns (DESIGN §3). Raw SQL names it explicitly. */
export const SCHEMA = 'catalogue';

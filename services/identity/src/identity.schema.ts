export const SCHEMA = 'identity';

/** Nest injection token for the process's RealtimeFanout. */
export const REALTIME_FANOUT = Symbol.for('sokoni.realtime.fanout');

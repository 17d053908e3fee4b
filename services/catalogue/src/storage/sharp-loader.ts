import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp, imported at the first image decoded or drawn rather than at start: it maps libvips (an
 * 18 MB shared library) into the process, which a catalogue answering only JSON never needs.
 * The first image pays the load once (tens of milliseconds); later calls share the promise.
 */
export function loadSharp(): Promise<typeof Sharp> {
  return (loading ??= import('sharp').then((m) => m.default));
}

/** One app's (or one worker thread's) metrics in Prometheus' text format. */
export type MetricsSource = () => Promise<string>;

/** The apps of this thread whose metrics the process's metrics listener serves (METRICS_PORT). */
const sources = new Set<MetricsSource>();

/** Adds `source` to what this thread serves on the metrics listener; returns its removal. */
export function addMetricsSource(source: MetricsSource): () => void {
  sources.add(source);
  return () => void sources.delete(source);
}

/**
 * This thread's apps' metrics, merged, without the process metrics: what a worker thread hands the
 * main thread's listener (serveOnThread), and, with those, what the listener serves.
 */
export async function threadMetrics(): Promise<string> {
  // A source that fails (a worker thread busy past its deadline) leaves its series out of this
  // scrape rather than failing the whole of it.
  const texts = await Promise.allSettled([...sources].map((s) => s()));
  return mergeExpositions(texts.flatMap((t) => (t.status === 'fulfilled' ? [t.value] : [])));
}

/**
 * Several registries' expositions as one: each metric family once, with one HELP and one TYPE line
 * and the samples of every registry. Concatenating them would repeat a family's HELP/TYPE (every
 * app has `http_request_duration_seconds`), which Prometheus' strict parsers refuse.
 */
export function mergeExpositions(texts: readonly string[]): string {
  const families = new Map<string, { meta: Map<string, string>; samples: string[] }>();
  const family = (name: string) => {
    let f = families.get(name);
    if (!f) families.set(name, (f = { meta: new Map(), samples: [] }));
    return f;
  };
  for (const text of texts) {
    // prom-client writes a family as `# HELP`, `# TYPE`, then its samples; a sample before any
    // header (none today) keeps a family of its own.
    let current = '';
    for (const line of text.split('\n')) {
      if (line.trim() === '') continue;
      const meta = /^# (HELP|TYPE) (\S+)/.exec(line);
      if (meta) {
        current = meta[2]!;
        const f = family(current);
        if (!f.meta.has(meta[1]!)) f.meta.set(meta[1]!, line);
      } else if (!line.startsWith('#')) family(current).samples.push(line);
    }
  }
  const blocks = [...families.values()].map((f) => [...f.meta.values(), ...f.samples].join('\n'));
  return blocks.length ? `${blocks.join('\n')}\n` : '';
}

/** The parts of an OpenAPI 3 document the merge touches. */
export interface OpenApiDoc {
  openapi: string;
  info: Record<string, unknown>;
  paths: Record<string, unknown>;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
  tags?: { name: string }[];
  [k: string]: unknown;
}

/**
 * One document for the whole API, from each service's own. Schema names are prefixed with the
 * service when two services use the same name for different shapes, so nothing is silently lost.
 */
export function mergeOpenApi(
  docs: { service: string; doc: OpenApiDoc }[],
  info: Record<string, unknown>,
): OpenApiDoc {
  const merged: OpenApiDoc = {
    openapi: '3.0.0',
    info,
    paths: {},
    components: { schemas: {}, securitySchemes: {} },
    tags: [],
  };
  const seenTags = new Set<string>();
  for (const { service, doc } of docs) {
    const renames = new Map<string, string>();
    for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) {
      const existing = merged.components!.schemas![name];
      const target =
        existing && JSON.stringify(existing) !== JSON.stringify(schema) ? `${service}_${name}` : name;
      if (target !== name) renames.set(name, target);
      merged.components!.schemas![target] = schema;
    }
    let paths = doc.paths;
    if (renames.size > 0) {
      let text = JSON.stringify(paths);
      for (const [from, to] of renames)
        text = text.split(`"#/components/schemas/${from}"`).join(`"#/components/schemas/${to}"`);
      paths = JSON.parse(text) as Record<string, unknown>;
    }
    Object.assign(merged.paths, paths);
    Object.assign(merged.components!.securitySchemes!, doc.components?.securitySchemes ?? {});
    for (const tag of doc.tags ?? []) {
      if (!seenTags.has(tag.name)) {
        seenTags.add(tag.name);
        merged.tags!.push(tag);
      }
    }
  }
  return merged;
}

/**
 * The traffic a rendered overlay's NetworkPolicies allow, as `from -> to:port/protocol` lines that
 * a test compares with the design's table (infra/k8s/network.spec.mjs). Pods are named:
 *   - a Deployment's or StatefulSet's by its pods' `app.kubernetes.io/name` (`identity`, `redis`),
 *     a Job's by the Job's name (`identity-migrate`);
 *   - the operators' pods by what they are: `kafka` (the brokers of a Strimzi `Kafka`, whose
 *     listener's networkPolicyPeers are the policy Strimzi writes for it) and `postgres` (the
 *     instances of a CloudNativePG `Cluster`);
 *   - pods elsewhere as `<namespace>/<their selector's label values>` (`monitoring/prometheus`),
 *     and addresses as `internet` (0.0.0.0/0 less every private, shared and link-local range) or
 *     `ipBlock:<cidr>`. A selector that matches none of the namespace's pods is `unmatched(…)`, and
 *     anything unrestricted is `*`, so a too-wide rule shows up as a line nobody expects.
 * A flow inside the namespace is allowed when the source's egress and, if the target is isolated
 * for ingress, the target's ingress both allow it; a flow leaving the namespace needs the egress
 * only, one entering it the ingress only. Egress is computed for the pods that the policies
 * isolate for egress (Sokoni's services and Jobs); the data layer's own egress is the operators'.
 */

export const PUBLIC_INTERNET = {
  cidr: '0.0.0.0/0',
  except: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '169.254.0.0/16', '100.64.0.0/10'],
};

/** Whether a LabelSelector (matchLabels and matchExpressions; empty selects all) selects `labels`. */
export function selects(selector, labels) {
  const byLabel = Object.entries(selector?.matchLabels ?? {}).every(([k, v]) => labels[k] === v);
  const byExpression = (selector?.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
    if (operator === 'In') return key in labels && values.includes(labels[key]);
    if (operator === 'NotIn') return !(key in labels) || !values.includes(labels[key]);
    if (operator === 'Exists') return key in labels;
    if (operator === 'DoesNotExist') return !(key in labels);
    throw new Error(`unknown selector operator ${operator}`);
  });
  return byLabel && byExpression;
}

const portsOf = (template) =>
  Object.fromEntries(
    (template?.spec?.containers ?? []).flatMap((c) => (c.ports ?? []).map((p) => [p.name, p.containerPort])),
  );

/** The namespace's pods: rendered workloads plus the operators' pods their resources make. */
export function namespacePods(objects) {
  const pods = [];
  for (const o of objects) {
    const template = o.spec?.template;
    if (['Deployment', 'StatefulSet'].includes(o.kind)) {
      const labels = template?.metadata?.labels ?? {};
      pods.push({
        name: labels['app.kubernetes.io/name'] ?? o.metadata.name,
        labels,
        ports: portsOf(template),
      });
    } else if (o.kind === 'Job') {
      pods.push({
        name: o.metadata.name,
        labels: template?.metadata?.labels ?? {},
        ports: portsOf(template),
      });
    } else if (o.kind === 'Kafka') {
      const name = o.metadata.name;
      pods.push({
        name: 'kafka',
        labels: {
          'strimzi.io/cluster': name,
          'strimzi.io/kind': 'Kafka',
          'strimzi.io/name': `${name}-kafka`,
        },
        ports: {},
        listeners: o.spec?.kafka?.listeners ?? [],
      });
    } else if (o.kind === 'Cluster' && o.apiVersion?.startsWith('postgresql.cnpg.io/')) {
      pods.push({
        name: 'postgres',
        labels: { 'cnpg.io/cluster': o.metadata.name, 'cnpg.io/podRole': 'instance' },
        ports: { postgresql: 5432 },
      });
    }
  }
  return pods;
}

const describeSelector = (s) =>
  [
    ...Object.entries(s?.matchLabels ?? {}).map(([k, v]) => `${k}=${v}`),
    ...(s?.matchExpressions ?? []).map((e) => `${e.key} ${e.operator} ${(e.values ?? []).join('|')}`),
  ].join(',') || 'all';

/** Names of what a NetworkPolicyPeer designates: pods of the namespace, or outside names. */
function peerNames(peer, pods) {
  if (peer.ipBlock) {
    const { cidr, except = [] } = peer.ipBlock;
    const everyPrivate = PUBLIC_INTERNET.except.every((range) => except.includes(range));
    return [cidr === PUBLIC_INTERNET.cidr && everyPrivate ? 'internet' : `ipBlock:${cidr}`];
  }
  if (peer.namespaceSelector) {
    const ns = peer.namespaceSelector.matchLabels?.['kubernetes.io/metadata.name'];
    const other =
      peer.namespaceSelector.matchExpressions || !ns ? `{${describeSelector(peer.namespaceSelector)}}` : ns;
    const values = Object.values(peer.podSelector?.matchLabels ?? {});
    const pod =
      peer.podSelector?.matchExpressions || values.length === 0
        ? describeSelector(peer.podSelector)
        : values.join(',');
    return [`${other}/${pod === 'all' ? '*' : pod}`];
  }
  const matched = pods.filter((p) => selects(peer.podSelector, p.labels)).map((p) => p.name);
  return matched.length > 0 ? matched : [`unmatched(${describeSelector(peer.podSelector)})`];
}

/** `port/protocol` strings of a rule's ports, named ports resolved against the target pod. */
function portNames(ports, target) {
  if (!ports || ports.length === 0) return ['*'];
  return ports.map(({ port, endPort, protocol = 'TCP' }) => {
    const number = typeof port === 'string' ? (target?.ports?.[port] ?? `${port}?`) : (port ?? '*');
    return `${number}${endPort ? `-${endPort}` : ''}/${protocol}`;
  });
}

const isolated = (pod, policies, type) =>
  policies.some(
    (np) => (np.spec?.policyTypes ?? ['Ingress']).includes(type) && selects(np.spec.podSelector, pod.labels),
  );

/**
 * The allowed flows of `objects` (one rendered overlay), sorted. Throws on a policy form it does
 * not model rather than reading it as something else.
 */
export function allowedFlows(objects) {
  const policies = objects.filter((o) => o.kind === 'NetworkPolicy');
  const pods = namespacePods(objects);
  const byName = new Map(pods.map((p) => [p.name, p]));
  const egress = new Set();
  const ingress = new Set();

  for (const source of pods.filter((p) => isolated(p, policies, 'Egress'))) {
    for (const np of policies) {
      if (!(np.spec.policyTypes ?? []).includes('Egress') || !selects(np.spec.podSelector, source.labels))
        continue;
      for (const rule of np.spec.egress ?? []) {
        const targets =
          rule.to && rule.to.length > 0 ? rule.to.flatMap((peer) => peerNames(peer, pods)) : ['*'];
        for (const target of targets)
          for (const port of portNames(rule.ports, byName.get(target)))
            egress.add(`${source.name} -> ${target}:${port}`);
      }
    }
  }

  const isolatedTargets = pods.filter((p) => p.listeners || isolated(p, policies, 'Ingress'));
  for (const target of isolatedTargets) {
    const rules = target.listeners
      ? // Strimzi's policy for a listener: its peers (everyone when none are given) on its port.
        target.listeners.map((l) => ({
          from: l.networkPolicyPeers ?? [],
          ports: [{ protocol: 'TCP', port: l.port }],
        }))
      : policies
          .filter(
            (np) =>
              (np.spec.policyTypes ?? ['Ingress']).includes('Ingress') &&
              selects(np.spec.podSelector, target.labels),
          )
          .flatMap((np) => np.spec.ingress ?? []);
    for (const rule of rules) {
      const sources =
        rule.from && rule.from.length > 0 ? rule.from.flatMap((peer) => peerNames(peer, pods)) : ['*'];
      for (const source of sources)
        for (const port of portNames(rule.ports, target)) ingress.add(`${source} -> ${target.name}:${port}`);
    }
  }

  const inside = (name) => byName.has(name);
  const flows = new Set();
  for (const flow of egress) {
    const [, target] = /-> ([^:]+):/.exec(flow);
    const port = flow.slice(flow.lastIndexOf(':') + 1);
    const targetPod = byName.get(target);
    if (!inside(target) || !isolatedTargets.includes(targetPod)) flows.add(flow);
    else if (ingress.has(flow) || ingress.has(`* -> ${target}:${port}`)) flows.add(flow);
  }
  for (const flow of ingress) {
    const source = flow.slice(0, flow.indexOf(' -> '));
    if (!inside(source)) flows.add(flow);
  }
  return [...flows].sort();
}

import type { Admin } from 'kafkajs';
import type { PartitionLag } from './event-transport.port.js';

/**
 * Per partition of each group's topics: the high watermark minus the group's committed offset (the
 * low watermark while the group has committed nothing there, as it then starts from the beginning).
 * One ListOffsets request per topic and one OffsetFetch per group; a topic the broker does not know
 * yet is left out rather than failing the rest.
 */
export async function consumerLag(admin: Admin, groups: Map<string, string[]>): Promise<PartitionLag[]> {
  await admin.connect();
  const topics = [...new Set([...groups.values()].flat())];
  const ends = new Map(
    await Promise.all(
      topics.map(async (topic) => {
        const offsets = await admin.fetchTopicOffsets(topic).catch(() => []);
        return [topic, new Map(offsets.map((p) => [p.partition, p]))] as const;
      }),
    ),
  );
  const lags: PartitionLag[] = [];
  for (const [group, groupTopics] of groups) {
    for (const { topic, partitions } of await admin.fetchOffsets({ groupId: group, topics: groupTopics })) {
      for (const { partition, offset } of partitions) {
        const end = ends.get(topic)?.get(partition);
        if (!end) continue;
        const from = Number(offset) >= 0 ? Number(offset) : Number(end.low);
        lags.push({ group, topic, partition, messages: Math.max(0, Number(end.high) - from) });
      }
    }
  }
  return lags;
}

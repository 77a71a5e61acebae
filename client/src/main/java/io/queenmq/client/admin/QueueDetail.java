package io.queenmq.client.admin;

import java.util.List;

/** One queue with its partitions (sorted by name) and their totals. */
public record QueueDetail(String id, String name, String namespace, String task, String createdAt,
                          List<PartitionDetail> partitions, MessageCounts totals) {}

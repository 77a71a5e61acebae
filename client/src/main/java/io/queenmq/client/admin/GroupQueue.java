package io.queenmq.client.admin;

import java.util.List;

/** A consumer group's partitions on one queue. */
public record GroupQueue(List<GroupPartition> partitions) {}

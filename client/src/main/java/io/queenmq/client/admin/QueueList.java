package io.queenmq.client.admin;

import java.util.List;

/** Every queue, newest first. */
public record QueueList(List<QueueSummary> queues) {}

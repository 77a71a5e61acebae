package io.queenmq.client.admin;

/** Message counts of a queue or partition, from statistics the broker refreshes every few seconds. */
public record MessageCounts(long total, long pending, long processing, long completed, long failed, long deadLetter) {}

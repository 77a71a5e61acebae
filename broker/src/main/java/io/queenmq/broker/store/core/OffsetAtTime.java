package io.queenmq.broker.store.core;

/**
 * Where a cursor lands for a point in time: the last offset of a partition created at or before it, so
 * that delivery resumes with the first message after it (0 when there is none). created_at grows
 * with seq within a partition, so the head answers for a time at or after the newest message and
 * otherwise the primary key is walked back from the head.
 */
public final class OffsetAtTime {
    /** An expression over a partition aliased {@code p}; binds the time twice, as microseconds since the epoch. */
    public static final String OF_PARTITION_P = """
            CASE WHEN p.head_created_at IS NULL THEN 0
                 WHEN p.head_created_at <= 'epoch'::timestamptz + ? * interval '1 microsecond' THEN p.head_seq
                 ELSE coalesce((SELECT m.seq FROM queen.messages m
                                WHERE m.partition_id = p.id
                                  AND m.created_at <= 'epoch'::timestamptz + ? * interval '1 microsecond'
                                ORDER BY m.seq DESC LIMIT 1), 0) END""";

    private OffsetAtTime() {}
}

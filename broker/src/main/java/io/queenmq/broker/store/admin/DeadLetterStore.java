package io.queenmq.broker.store.admin;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import javax.sql.DataSource;

/**
 * The dead-letter listing (docs/http-api.md §4.5, docs/semantics.md §18): dead-letter rows joined with their message. Unlike
 * upstream it honours the partition and time filters and counts the matches (docs/decisions.md §D10). Blocking: call from a worker
 * thread, never an event loop.
 */
public final class DeadLetterStore {
    /** The matching rows; a null filter matches everything, the time range applies to the failure time. */
    private static final String MATCHING = """
            FROM queen.dead_letter_queue d
            JOIN queen.partitions p ON p.id = d.partition_id
            JOIN queen.queues q ON q.id = p.queue_id
            JOIN queen.messages m ON m.partition_id = d.partition_id AND m.seq = d.seq
            WHERE q.name = coalesce(?, q.name) AND p.name = coalesce(?, p.name)
              AND d.consumer_group = coalesce(?, d.consumer_group)
              AND d.failed_at >= coalesce('epoch'::timestamptz + ?::int8 * interval '1 microsecond', '-infinity')
              AND d.failed_at <= coalesce('epoch'::timestamptz + ?::int8 * interval '1 microsecond', 'infinity')""";

    /** Newest failure first. */
    private static final String PAGE = """
            SELECT d.message_id, d.transaction_id, d.partition_id, q.name AS queue_name, p.name AS partition_name,
                   d.consumer_group, d.error_message, d.retry_count, m.payload::text AS payload, m.is_encrypted,
                   m.producer_sub, (extract(epoch FROM d.original_created_at) * 1000000)::int8 AS created_us,
                   (extract(epoch FROM d.failed_at) * 1000000)::int8 AS failed_us
            %s
            ORDER BY d.failed_at DESC, d.partition_id, d.seq DESC, d.consumer_group
            LIMIT ? OFFSET ?""".formatted(MATCHING);

    private static final String COUNT = "SELECT count(*) " + MATCHING;

    private final DataSource dataSource;

    public DeadLetterStore(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** What a listing selects; null filters match everything. */
    public record Filter(String queue, String partition, String consumerGroup, Long fromEpochMicros,
                         Long toEpochMicros, int limit, int offset) {}

    /** One dead-lettered (message, group), with the message's payload as stored. */
    public record DeadLetter(UUID messageId, String transactionId, UUID partitionId, String queue, String partition,
                             String consumerGroup, String errorMessage, int retryCount, String payloadJson,
                             boolean encrypted, String producerSub, long createdEpochMicros, long failedEpochMicros) {}

    /** A page of dead letters and how many match in all. */
    public record Page(List<DeadLetter> deadLetters, long total) {}

    public Page list(Filter filter) throws SQLException {
        try (Connection c = dataSource.getConnection()) {
            List<DeadLetter> rows = new ArrayList<>();
            try (PreparedStatement st = c.prepareStatement(PAGE)) {
                int i = bindFilter(st, filter);
                st.setInt(i++, filter.limit());
                st.setInt(i, filter.offset());
                try (ResultSet rs = st.executeQuery()) {
                    while (rs.next()) {
                        rows.add(new DeadLetter(rs.getObject("message_id", UUID.class), rs.getString("transaction_id"),
                                rs.getObject("partition_id", UUID.class), rs.getString("queue_name"),
                                rs.getString("partition_name"), rs.getString("consumer_group"),
                                rs.getString("error_message"), rs.getInt("retry_count"), rs.getString("payload"),
                                rs.getBoolean("is_encrypted"), rs.getString("producer_sub"), rs.getLong("created_us"),
                                rs.getLong("failed_us")));
                    }
                }
            }
            try (PreparedStatement st = c.prepareStatement(COUNT)) {
                bindFilter(st, filter);
                try (ResultSet rs = st.executeQuery()) {
                    rs.next();
                    return new Page(rows, rs.getLong(1));
                }
            }
        }
    }

    /** Binds the filters of {@link #MATCHING}; returns the next parameter index. */
    private static int bindFilter(PreparedStatement st, Filter filter) throws SQLException {
        st.setString(1, filter.queue());
        st.setString(2, filter.partition());
        st.setString(3, filter.consumerGroup());
        st.setObject(4, filter.fromEpochMicros(), Types.BIGINT);
        st.setObject(5, filter.toEpochMicros(), Types.BIGINT);
        return 6;
    }
}

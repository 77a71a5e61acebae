package io.queenmq.broker.store.admin;

import io.queenmq.broker.store.SqlArrays;
import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import javax.sql.DataSource;

/** Trace events that clients record against messages (docs/semantics.md §14). Blocking: call from a worker thread. */
public final class TraceStore {
    /** The event and its names in one statement; nothing is written when the message does not exist. */
    private static final String RECORD = """
            WITH message AS (
                SELECT partition_id, seq FROM queen.messages WHERE partition_id = ? AND transaction_id = ?
                ORDER BY seq DESC LIMIT 1),
            trace AS (
                INSERT INTO queen.message_traces (id, partition_id, seq, consumer_group, event_type, data, worker_id)
                SELECT ?, partition_id, seq, ?, ?, ?::jsonb, ? FROM message
                RETURNING id),
            named AS (
                INSERT INTO queen.message_trace_names (trace_id, trace_name)
                SELECT trace.id, name FROM trace, unnest(?::text[]) AS name
                RETURNING 1)
            SELECT count(*) FROM trace""";

    /** The columns {@link #event} reads, of the event {@code t}. */
    private static final String EVENT_COLUMNS = """
            t.id, t.event_type, t.data::text AS data, t.consumer_group, t.worker_id,
            (extract(epoch FROM t.created_at) * 1000000)::int8 AS created_us,
            array(SELECT n.trace_name FROM queen.message_trace_names n WHERE n.trace_id = t.id ORDER BY n.trace_name)
                AS names""";

    private static final String FOR_MESSAGE = """
            SELECT %s
            FROM queen.messages m
            JOIN queen.message_traces t ON t.partition_id = m.partition_id AND t.seq = m.seq
            WHERE (m.partition_id, m.seq) = (SELECT partition_id, seq FROM queen.messages
                                             WHERE partition_id = ? AND transaction_id = ? ORDER BY seq DESC LIMIT 1)
            ORDER BY t.created_at, t.id""".formatted(EVENT_COLUMNS);

    private static final String BY_NAME = """
            SELECT %s,
                   m.transaction_id, t.partition_id, q.name AS queue_name, p.name AS partition_name,
                   m.payload::text AS payload
            FROM queen.message_trace_names n
            JOIN queen.message_traces t ON t.id = n.trace_id
            JOIN queen.messages m ON m.partition_id = t.partition_id AND m.seq = t.seq
            JOIN queen.partitions p ON p.id = t.partition_id
            JOIN queen.queues q ON q.id = p.queue_id
            WHERE n.trace_name = ?
            ORDER BY t.created_at DESC, t.id DESC
            LIMIT ? OFFSET ?""".formatted(EVENT_COLUMNS);

    private static final String COUNT_BY_NAME = "SELECT count(*) FROM queen.message_trace_names WHERE trace_name = ?";

    private static final String NAMES = """
            SELECT n.trace_name, count(*) AS events, count(DISTINCT (t.partition_id, t.seq)) AS messages,
                   (extract(epoch FROM max(t.created_at)) * 1000000)::int8 AS last_seen_us
            FROM queen.message_trace_names n
            JOIN queen.message_traces t ON t.id = n.trace_id
            GROUP BY n.trace_name
            ORDER BY max(t.created_at) DESC, n.trace_name
            LIMIT ? OFFSET ?""";

    private static final String COUNT_NAMES = "SELECT count(DISTINCT trace_name) FROM queen.message_trace_names";

    /** A new event; {@code dataJson} is JSON text. */
    public record NewEvent(UUID id, UUID partitionId, String transactionId, String consumerGroup, String eventType,
                           String dataJson, List<String> names, String workerId) {}

    /** A recorded event; {@code dataJson} is the stored JSON text. */
    public record Event(UUID id, String eventType, String dataJson, String consumerGroup, String workerId,
                        long createdEpochMicros, List<String> names) {}

    /** An event found by name, with the message it belongs to. */
    public record NamedEvent(Event event, String transactionId, UUID partitionId, String queue, String partition,
                             String payloadJson) {}

    /** A name with how many events and messages carry it and when it was last used. */
    public record NameUse(String name, long events, long messages, long lastSeenEpochMicros) {}

    /** One page of rows and the number of rows on all pages. */
    public record Page<T>(List<T> rows, long total) {}

    private final DataSource dataSource;

    public TraceStore(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** Records {@code event}; false when its message does not exist (never pushed, or deleted). */
    public boolean record(NewEvent event) throws SQLException {
        try (Connection c = dataSource.getConnection(); PreparedStatement st = c.prepareStatement(RECORD)) {
            int i = 1;
            st.setObject(i++, event.partitionId());
            st.setString(i++, event.transactionId());
            st.setObject(i++, event.id());
            st.setString(i++, event.consumerGroup());
            st.setString(i++, event.eventType());
            st.setString(i++, event.dataJson());
            st.setString(i++, event.workerId());
            st.setArray(i, SqlArrays.texts(c, event.names()));
            try (ResultSet rs = st.executeQuery()) {
                rs.next();
                return rs.getLong(1) > 0;
            }
        } catch (SQLException e) {
            if ("23503".equals(e.getSQLState())) {
                // The message was deleted between finding it and referencing it.
                return false;
            }
            throw e;
        }
    }

    /** The events of one message, oldest first; empty for an unknown message. */
    public List<Event> forMessage(UUID partitionId, String transactionId) throws SQLException {
        List<Event> events = new ArrayList<>();
        try (Connection c = dataSource.getConnection(); PreparedStatement st = c.prepareStatement(FOR_MESSAGE)) {
            st.setObject(1, partitionId);
            st.setString(2, transactionId);
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    events.add(event(rs));
                }
            }
        }
        return events;
    }

    /** Events carrying {@code name}, newest first. */
    public Page<NamedEvent> byName(String name, int limit, int offset) throws SQLException {
        List<NamedEvent> events = new ArrayList<>();
        try (Connection c = dataSource.getConnection()) {
            try (PreparedStatement st = c.prepareStatement(BY_NAME)) {
                st.setString(1, name);
                st.setInt(2, limit);
                st.setInt(3, offset);
                try (ResultSet rs = st.executeQuery()) {
                    while (rs.next()) {
                        events.add(new NamedEvent(event(rs), rs.getString("transaction_id"),
                                rs.getObject("partition_id", UUID.class), rs.getString("queue_name"),
                                rs.getString("partition_name"), rs.getString("payload")));
                    }
                }
            }
            return new Page<>(events, count(c, COUNT_BY_NAME, name));
        }
    }

    /** Trace names, most recently used first. */
    public Page<NameUse> names(int limit, int offset) throws SQLException {
        List<NameUse> names = new ArrayList<>();
        try (Connection c = dataSource.getConnection()) {
            try (PreparedStatement st = c.prepareStatement(NAMES)) {
                st.setInt(1, limit);
                st.setInt(2, offset);
                try (ResultSet rs = st.executeQuery()) {
                    while (rs.next()) {
                        names.add(new NameUse(rs.getString("trace_name"), rs.getLong("events"), rs.getLong("messages"),
                                rs.getLong("last_seen_us")));
                    }
                }
            }
            return new Page<>(names, count(c, COUNT_NAMES, null));
        }
    }

    private static Event event(ResultSet rs) throws SQLException {
        return new Event(rs.getObject("id", UUID.class), rs.getString("event_type"), rs.getString("data"),
                rs.getString("consumer_group"), rs.getString("worker_id"), rs.getLong("created_us"),
                texts(rs.getArray("names")));
    }

    private static List<String> texts(Array array) throws SQLException {
        return List.of((String[]) array.getArray());
    }

    private static long count(Connection c, String sql, String parameter) throws SQLException {
        try (PreparedStatement st = c.prepareStatement(sql)) {
            if (parameter != null) {
                st.setString(1, parameter);
            }
            try (ResultSet rs = st.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }
}

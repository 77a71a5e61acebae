package io.queenmq.broker.db;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Versioned schema migrations, applied in order at start. Each version runs in its own
 * transaction under an advisory lock, so brokers starting together against one database
 * apply every version exactly once.
 */
public final class Migrations {
    private static final Logger log = LoggerFactory.getLogger(Migrations.class);
    /** Advisory lock key serialising migration runs of concurrent brokers. */
    private static final long MIGRATION_LOCK_KEY = 0x51554545_4E000001L;

    /** One schema version: its number and the classpath resource holding its SQL. */
    public record Migration(int version, String description, String resource) {}

    /** Every version, oldest first. Append new versions; never edit an applied one. */
    public static final List<Migration> ALL = List.of(
            new Migration(1, "core schema", "db/migration/V001__core_schema.sql"),
            new Migration(2, "traces", "db/migration/V002__traces.sql"),
            new Migration(3, "statistics", "db/migration/V003__statistics.sql"),
            new Migration(4, "streams", "db/migration/V004__streams.sql"),
            new Migration(5, "message gaps", "db/migration/V005__message_gaps.sql"),
            new Migration(6, "traceparent", "db/migration/V006__traceparent.sql"),
            new Migration(7, "stream flush claims", "db/migration/V007__stream_flush_claims.sql"),
            new Migration(8, "messages without partition key",
                    "db/migration/V008__messages_without_partition_key.sql"),
            new Migration(9, "windowed dedup", "db/migration/V009__windowed_dedup.sql"),
            new Migration(10, "dedup lookup index", "db/migration/V010__dedup_lookup_index.sql"));

    private Migrations() {}

    /** Applies the versions the database does not have yet; returns how many were applied. */
    public static int migrate(DataSource dataSource) throws SQLException {
        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(false);
            try (Statement st = connection.createStatement()) {
                st.execute("SELECT pg_advisory_xact_lock(" + MIGRATION_LOCK_KEY + ")");
                st.execute("CREATE SCHEMA IF NOT EXISTS queen");
                st.execute("CREATE TABLE IF NOT EXISTS queen.schema_migrations ("
                        + "version integer PRIMARY KEY, description text NOT NULL, "
                        + "applied_at timestamptz NOT NULL DEFAULT now())");
                int current = 0;
                try (ResultSet rs = st.executeQuery("SELECT coalesce(max(version), 0) FROM queen.schema_migrations")) {
                    rs.next();
                    current = rs.getInt(1);
                }
                int applied = 0;
                for (Migration migration : ALL) {
                    if (migration.version() <= current) {
                        continue;
                    }
                    st.execute(readResource(migration.resource()));
                    st.execute("INSERT INTO queen.schema_migrations(version, description) VALUES ("
                            + migration.version() + ", '" + migration.description().replace("'", "''") + "')");
                    log.info("Applied schema migration {} ({})", migration.version(), migration.description());
                    applied++;
                }
                connection.commit();
                return applied;
            } catch (SQLException | RuntimeException e) {
                connection.rollback();
                throw e;
            }
        }
    }

    private static String readResource(String resource) {
        try (InputStream in = Migrations.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("migration resource missing from the classpath: " + resource);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

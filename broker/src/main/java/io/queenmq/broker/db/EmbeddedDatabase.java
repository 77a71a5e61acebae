package io.queenmq.broker.db;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * PostgreSQL started by the broker itself when no database is configured. Its data directory
 * survives restarts, so messages pushed before a restart are still there after it.
 */
public final class EmbeddedDatabase implements AutoCloseable {
    private static final Logger log = LoggerFactory.getLogger(EmbeddedDatabase.class);

    private final EmbeddedPostgres postgres;
    private final Path dataDirectory;

    private EmbeddedDatabase(EmbeddedPostgres postgres, Path dataDirectory) {
        this.postgres = postgres;
        this.dataDirectory = dataDirectory;
    }

    /** Starts (initialising on first use) PostgreSQL in {@code dataDirectory}; port 0 picks a free port. */
    public static EmbeddedDatabase start(Path dataDirectory, int port) throws IOException {
        Files.createDirectories(dataDirectory);
        log.info("Starting embedded PostgreSQL, data directory {}", dataDirectory.toAbsolutePath());
        EmbeddedPostgres.Builder builder = EmbeddedPostgres.builder()
                .setDataDirectory(dataDirectory)
                .setCleanDataDirectory(false)
                // The library's test-oriented defaults turn durability off; a broker must not lose commits.
                .setServerConfig("fsync", "on")
                .setServerConfig("synchronous_commit", "on")
                .setServerConfig("full_page_writes", "on")
                .setServerConfig("max_connections", "200")
                .setServerConfig("shared_buffers", "256MB")
                .setServerConfig("timezone", "UTC");
        if (port > 0) {
            builder.setPort(port);
        }
        EmbeddedPostgres postgres;
        try {
            postgres = builder.start();
        } catch (IllegalStateException e) {
            if (String.valueOf(e.getMessage()).contains("could not lock")) {
                throw new IllegalStateException("The embedded PostgreSQL data directory " + dataDirectory.toAbsolutePath()
                        + " is in use by another running broker; stop it or set QUEEN_DATA_DIR to another directory", e);
            }
            throw e;
        }
        log.info("Embedded PostgreSQL listening on localhost:{}", postgres.getPort());
        return new EmbeddedDatabase(postgres, dataDirectory);
    }

    public int port() {
        return postgres.getPort();
    }

    public Path dataDirectory() {
        return dataDirectory;
    }

    /** The embedded server's superuser and its default database. */
    public DatabaseSettings settingsFor(DatabaseSettings base) {
        return base.withEndpoint("localhost", port(), "postgres", "postgres", "postgres");
    }

    @Override
    public void close() throws IOException {
        postgres.close();
    }
}

package io.queenmq.broker.store.admin;

import io.queenmq.broker.db.PrimaryWatch;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import javax.sql.DataSource;

/** The health check's trivial query, and which server is the primary. Blocking: call from a worker thread. */
public final class DatabaseProbe {
    private final DataSource dataSource;
    private final PrimaryWatch primary;

    public DatabaseProbe(DataSource dataSource, PrimaryWatch primary) {
        this.dataSource = dataSource;
        this.primary = primary;
    }

    /** The primary as last seen (at most a second ago). */
    public PrimaryWatch.Primary primary() {
        return primary.current();
    }

    /** True when PostgreSQL answers. */
    public boolean reachable() {
        try (Connection c = dataSource.getConnection(); PreparedStatement st = c.prepareStatement("SELECT 1")) {
            st.executeQuery().close();
            return true;
        } catch (SQLException e) {
            return false;
        }
    }
}

package io.queenmq.broker.store.admin;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import javax.sql.DataSource;

/** The health check's trivial query. Blocking: call from a worker thread. */
public final class DatabaseProbe {
    private final DataSource dataSource;

    public DatabaseProbe(DataSource dataSource) {
        this.dataSource = dataSource;
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

package io.queenmq.broker.db;

import io.queenmq.broker.config.ConfigException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;

/**
 * Behind a transaction pooler the broker cannot set its sessions' timeouts itself: PgBouncer refuses the startup
 * parameter {@code options}, and a {@code SET} would stay on a server session that other clients use next. They must
 * be the role's defaults in the broker's database ({@code ALTER ROLE ... IN DATABASE ... SET}), which every server
 * session PgBouncer opens starts with. This checks them once at start, so that a missing one (statement timeouts
 * that silently vanished) stops the broker with the statements to run, instead of going unnoticed.
 */
public final class PoolerSessionDefaults {
    private static final String CURRENT = "SELECT name, setting FROM pg_settings WHERE name = ANY (?)";

    private PoolerSessionDefaults() {}

    /** @throws ConfigException naming {@code PG_POOLER}, what differs and the statements that fix it */
    public static void verify(DataSource general, DatabaseSettings settings) throws SQLException {
        Map<String, String> wanted = DataSources.sessionSettings(settings);
        List<String> wrong = new ArrayList<>();
        List<String> fixes = new ArrayList<>();
        try (Connection c = general.getConnection(); PreparedStatement st = c.prepareStatement(CURRENT)) {
            st.setArray(1, c.createArrayOf("text", wanted.keySet().toArray()));
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    String name = rs.getString("name");
                    String actual = rs.getString("setting");
                    String value = wanted.get(name);
                    if (!value.equals(actual)) {
                        wrong.add(name + " is " + actual + ", not " + value);
                        fixes.add("ALTER ROLE \"" + settings.user() + "\" IN DATABASE \"" + settings.database()
                                + "\" SET " + name + " = '" + value + "';");
                    }
                }
            }
        }
        if (!wrong.isEmpty()) {
            throw new ConfigException("PG_POOLER=transaction: the sessions PgBouncer gives the broker lack its settings ("
                    + String.join(", ", wrong) + "); as a superuser run " + String.join(" ", fixes)
                    + " then RECONNECT in PgBouncer's admin console (or restart it) so that new server sessions start"
                    + " with them");
        }
    }
}

package io.queenmq.broker.store;

import java.sql.Array;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.UUID;

/** Array parameters for the fixed "unnest" statement shapes of the store. */
public final class SqlArrays {
    private SqlArrays() {}

    public static Array uuids(Connection c, List<UUID> values) throws SQLException {
        return c.createArrayOf("uuid", values.toArray(new UUID[0]));
    }

    public static Array texts(Connection c, List<String> values) throws SQLException {
        return c.createArrayOf("text", values.toArray(new String[0]));
    }

    public static Array longs(Connection c, List<Long> values) throws SQLException {
        return c.createArrayOf("int8", values.toArray(new Long[0]));
    }

    public static Array ints(Connection c, List<Integer> values) throws SQLException {
        return c.createArrayOf("int4", values.toArray(new Integer[0]));
    }

    public static Array bools(Connection c, List<Boolean> values) throws SQLException {
        return c.createArrayOf("bool", values.toArray(new Boolean[0]));
    }
}

package io.queenmq.broker.store;

import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Array parameters for the fixed {@code unnest} statement shapes of the store (one statement shape whatever the
 * batch size). {@link #unnest(String)} reads the element types of a statement's {@code unnest(?::uuid[], ...)}
 * once, from its SQL; {@link Shape#rows} then collects one array per column, a row at a time in the order the
 * SQL lists them, and {@link Columns#bind} sets them as consecutive parameters. So the Java side of a statement
 * reads as its SQL and cannot bind a column out of order or of another type.
 *
 * <p>Each column is an array of its element's class from the start ({@code UUID[]}, {@code String[]},
 * {@code Long[]} ...): the values are stored once, boxed as the driver needs them, with no intermediate lists.
 * Not thread-safe: a {@link Columns} lives within one statement on one drain thread.
 */
public final class SqlArrays {
    private static final Pattern UNNEST = Pattern.compile("unnest\\(([^)]*)\\)");
    private static final Pattern ARRAY_PARAMETER = Pattern.compile("\\?::(\\w+)\\[]");

    private SqlArrays() {}

    /** The columns of the first {@code unnest(...)} of {@code sql}; each argument must be a {@code ?::type[]}. */
    public static Shape unnest(String sql) {
        Matcher unnest = UNNEST.matcher(sql);
        if (!unnest.find()) {
            throw new IllegalArgumentException("no unnest(...) in " + sql);
        }
        String[] arguments = unnest.group(1).split(",");
        String[] types = new String[arguments.length];
        for (int i = 0; i < arguments.length; i++) {
            Matcher parameter = ARRAY_PARAMETER.matcher(arguments[i].trim());
            if (!parameter.matches()) {
                throw new IllegalArgumentException("unnest argument " + (i + 1) + " is not a ?::type[] parameter: "
                        + arguments[i].trim());
            }
            types[i] = parameter.group(1);
            newColumn(types[i], 0);
        }
        return new Shape(types);
    }

    /** The column types of one statement's {@code unnest}, in SQL order. Immutable; any thread. */
    public static final class Shape {
        private final String[] types;

        private Shape(String[] types) {
            this.types = types;
        }

        /** Empty columns for about {@code expectedRows} rows (they grow past it). */
        public Columns rows(int expectedRows) {
            return new Columns(types, Math.max(expectedRows, 1));
        }

        public int width() {
            return types.length;
        }
    }

    /**
     * The column arrays of one statement, filled row by row: each {@link #add} fills the next column of the
     * current row, and the row is complete after {@link Shape#width()} adds.
     */
    public static final class Columns {
        private final String[] types;
        private final Object[][] columns;
        private int rows;
        private int column;

        private Columns(String[] types, int capacity) {
            this.types = types;
            this.columns = new Object[types.length][];
            for (int i = 0; i < types.length; i++) {
                columns[i] = newColumn(types[i], capacity);
            }
        }

        /** The next column's value of the current row; a value of the wrong class fails at once. */
        public Columns add(Object value) {
            Object[] target = columns[column];
            if (rows == target.length) {
                target = Arrays.copyOf(target, rows * 2);
                columns[column] = target;
            }
            target[rows] = value;
            if (++column == columns.length) {
                column = 0;
                rows++;
            }
            return this;
        }

        public int rows() {
            return rows;
        }

        public boolean isEmpty() {
            return rows == 0;
        }

        /** Binds the columns as parameters {@code first}, {@code first + 1} ...; returns the next free index. */
        public int bind(Connection c, PreparedStatement st, int first) throws SQLException {
            if (column != 0) {
                throw new IllegalStateException("row " + rows + " has " + column + " of " + columns.length
                        + " columns");
            }
            for (int i = 0; i < columns.length; i++) {
                Object[] values = columns[i].length == rows ? columns[i] : Arrays.copyOf(columns[i], rows);
                st.setArray(first + i, c.createArrayOf(types[i], values));
            }
            return first + columns.length;
        }
    }

    /** A lone array parameter, such as {@code = ANY(?::uuid[])}. */
    public static Array uuids(Connection c, Collection<UUID> values) throws SQLException {
        return c.createArrayOf("uuid", values.toArray(new UUID[0]));
    }

    /** A lone array parameter, such as {@code = ANY(?::text[])}. */
    public static Array texts(Connection c, Collection<String> values) throws SQLException {
        return c.createArrayOf("text", values.toArray(new String[0]));
    }

    /** A lone array parameter of {@code int4}. */
    public static Array ints(Connection c, List<Integer> values) throws SQLException {
        return c.createArrayOf("int4", values.toArray(new Integer[0]));
    }

    /** An array of the class the driver takes for an element of {@code type}. */
    private static Object[] newColumn(String type, int capacity) {
        return switch (type) {
            case "uuid" -> new UUID[capacity];
            case "text" -> new String[capacity];
            case "int8" -> new Long[capacity];
            case "int4" -> new Integer[capacity];
            case "bool" -> new Boolean[capacity];
            default -> throw new IllegalArgumentException("no array element class for " + type);
        };
    }
}

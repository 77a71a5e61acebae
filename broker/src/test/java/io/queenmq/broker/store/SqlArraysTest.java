package io.queenmq.broker.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class SqlArraysTest {
    private static final String SQL = """
            SELECT * FROM unnest(?::uuid[], ?::text[], ?::int8[], ?::bool[], ?::int4[]) AS u(a, b, c, d, e)
            WHERE x = ANY(?::uuid[])""";

    /** What a statement was given: (parameter index, SQL type, elements). */
    private record Bound(int index, String type, Object[] values) {}

    @Test
    void readsTheColumnTypesOfTheFirstUnnestInSqlOrder() {
        assertThat(SqlArrays.unnest(SQL).width()).isEqualTo(5);
    }

    @Test
    void refusesAnUnnestArgumentThatIsNotATypedArrayParameter() {
        assertThatThrownBy(() -> SqlArrays.unnest("SELECT * FROM unnest(?::uuid[], ?)"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("argument 2");
        assertThatThrownBy(() -> SqlArrays.unnest("SELECT * FROM unnest(?::jsonb[])"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("jsonb");
        assertThatThrownBy(() -> SqlArrays.unnest("SELECT 1")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void bindsOneTypedArrayPerColumnFromTheGivenIndexGrowingPastTheExpectedRows() throws Exception {
        UUID a = UUID.randomUUID();
        UUID b = UUID.randomUUID();
        SqlArrays.Columns rows = SqlArrays.unnest(SQL).rows(1);
        rows.add(a).add("one").add(1L).add(true).add(10);
        rows.add(b).add(null).add(2L).add(false).add(20);
        List<Bound> bound = new ArrayList<>();

        int next = rows.bind(connection(bound), statement(bound), 3);

        assertThat(next).isEqualTo(8);
        assertThat(rows.rows()).isEqualTo(2);
        assertThat(bound).extracting(Bound::index).containsExactly(3, 4, 5, 6, 7);
        assertThat(bound).extracting(Bound::type).containsExactly("uuid", "text", "int8", "bool", "int4");
        assertThat(bound.get(0).values()).isInstanceOf(UUID[].class).containsExactly(a, b);
        assertThat(bound.get(1).values()).isInstanceOf(String[].class).containsExactly("one", null);
        assertThat(bound.get(2).values()).isInstanceOf(Long[].class).containsExactly(1L, 2L);
        assertThat(bound.get(3).values()).isInstanceOf(Boolean[].class).containsExactly(true, false);
        assertThat(bound.get(4).values()).isInstanceOf(Integer[].class).containsExactly(10, 20);
    }

    @Test
    void aValueOfAnotherTypeThanItsColumnFailsWhenAdded() {
        SqlArrays.Columns rows = SqlArrays.unnest(SQL).rows(4);
        assertThatThrownBy(() -> rows.add("not a uuid")).isInstanceOf(ArrayStoreException.class);
    }

    @Test
    void anIncompleteRowIsNotBound() {
        SqlArrays.Columns rows = SqlArrays.unnest(SQL).rows(4).add(UUID.randomUUID()).add("x");
        assertThatThrownBy(() -> rows.bind(null, null, 1)).isInstanceOf(IllegalStateException.class)
                .hasMessage("row 0 has 2 of 5 columns");
    }

    /** Records createArrayOf as a Bound without an index; the statement's setArray fills the index in. */
    private static Connection connection(List<Bound> bound) {
        return (Connection) Proxy.newProxyInstance(SqlArraysTest.class.getClassLoader(),
                new Class<?>[] {Connection.class}, (proxy, method, args) -> {
                    if (method.getName().equals("createArrayOf")) {
                        bound.add(new Bound(0, (String) args[0], (Object[]) args[1]));
                        return null;
                    }
                    throw new UnsupportedOperationException(method.getName());
                });
    }

    private static PreparedStatement statement(List<Bound> bound) {
        return (PreparedStatement) Proxy.newProxyInstance(SqlArraysTest.class.getClassLoader(),
                new Class<?>[] {PreparedStatement.class}, (proxy, method, args) -> {
                    if (method.getName().equals("setArray")) {
                        Bound last = bound.remove(bound.size() - 1);
                        bound.add(new Bound((Integer) args[0], last.type(), last.values()));
                        return null;
                    }
                    throw new UnsupportedOperationException(method.getName());
                });
    }
}

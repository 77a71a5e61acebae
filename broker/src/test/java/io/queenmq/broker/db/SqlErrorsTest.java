package io.queenmq.broker.db;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.SQLException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** What a failed statement means for its batch: run again, database unavailable, or the data's fault. */
class SqlErrorsTest {
    @ParameterizedTest(name = "SQLSTATE {0} -> {1}")
    @CsvSource({
        "40P01, RETRY",        // deadlock
        "40001, RETRY",        // serialization failure
        "08006, UNAVAILABLE",  // connection failure
        "57P01, UNAVAILABLE",  // admin shutdown
        "53300, UNAVAILABLE",  // too many connections
        "55P03, UNAVAILABLE",  // lock timeout: busy, not bad data
        "57014, UNAVAILABLE",  // statement timeout: busy, not bad data
        "23505, DATA",         // unique violation
        "22P02, DATA",         // invalid text representation
    })
    void classifiesBySqlState(String state, SqlErrors.Kind expected) {
        assertThat(SqlErrors.classify(new SQLException("x", state))).isEqualTo(expected);
    }
}

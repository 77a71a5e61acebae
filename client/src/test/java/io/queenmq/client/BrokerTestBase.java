package io.queenmq.client;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/** Gives each test class a client of the shared test broker, closed after the class. */
abstract class BrokerTestBase {
    static Queen queen;

    @BeforeAll
    static void connect() {
        queen = Queen.connect(TestBroker.url());
    }

    @AfterAll
    static void close() {
        queen.close();
    }

    static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}

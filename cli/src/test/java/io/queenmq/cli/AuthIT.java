package io.queenmq.cli;

import static io.queenmq.cli.Cli.raw;
import static org.assertj.core.api.Assertions.assertThat;

import io.queenmq.client.JwtBroker;
import io.queenmq.client.TestBroker;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Against a broker with JWT on, {@code --token} is sent by every command, bench included. */
@Timeout(60)
class AuthIT {
    private static JwtBroker broker;
    private static String url;

    @BeforeAll
    static void start() {
        broker = JwtBroker.start();
        url = broker.url();
    }

    @AfterAll
    static void stop() {
        broker.close();
    }

    @Test
    void withoutATokenOneLineAndExitCode1() {
        Cli.Run run = raw("", "--url", url, "queues");

        assertThat(run.exitCode()).isEqualTo(QueenCli.BROKER_ERROR);
        assertThat(run.err()).isEqualTo("queen: GET /api/v1/resources/queues answered 401: Authentication required\n");
    }

    @Test
    void theTokenLetsCommandsAndBenchIn() {
        String q = TestBroker.uniqueName("cli-auth");
        String writer = JwtBroker.token("read-write");

        assertThat(raw("1\n", "--url", url, "--token", writer, "push", q).exitCode()).isZero();
        assertThat(raw("", "--url", url, "queues", "show", q, "--token", JwtBroker.token("read-only")).exitCode()).isZero();
        assertThat(raw("", "--url", url, "--token", writer, "bench", "push", "-q", q, "-n", "5", "-w", "0").exitCode()).isZero();

        Cli.Run refused = raw("2\n", "--url", url, "--token", JwtBroker.token("read-only"), "push", q);
        assertThat(refused.exitCode()).isEqualTo(QueenCli.BROKER_ERROR);
        assertThat(refused.err()).contains("answered 403: Insufficient permissions");
    }
}

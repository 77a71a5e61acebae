package io.queenmq.cli;

import static io.queenmq.cli.Cli.queen;
import static io.queenmq.cli.Cli.raw;
import static org.assertj.core.api.Assertions.assertThat;

import io.queenmq.client.TestBroker;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every bad input prints one line on stderr and exits with its documented code; a stack trace only with --verbose. */
class BadInputIT {
    static Stream<Arguments> cases() {
        String nowhere = "http://127.0.0.1:1";
        return Stream.of(
                Arguments.of("unknown flag", new String[] {"--url", TestBroker.url(), "queues", "ls", "--bogus"}, QueenCli.USAGE, "Unknown option: '--bogus'"),
                Arguments.of("missing argument", new String[] {"--url", TestBroker.url(), "push"}, QueenCli.USAGE, "Missing required parameter: 'QUEUE'"),
                Arguments.of("no command", new String[] {"--url", TestBroker.url()}, QueenCli.USAGE, "a command is required"),
                Arguments.of("bad url", new String[] {"--url", "localhost:6632", "status"}, QueenCli.USAGE, "must start with http://"),
                Arguments.of("missing file", new String[] {"--url", TestBroker.url(), "push", "q", "--file", "/nonexistent/x"}, QueenCli.USAGE, "no such file"),
                Arguments.of("seek without target", new String[] {"--url", TestBroker.url(), "groups", "seek", "g", "q"}, QueenCli.USAGE, "Missing required argument"),
                Arguments.of("unreachable broker", new String[] {"--url", nowhere, "status"}, QueenCli.UNREACHABLE, "failed after 2 attempt(s)"),
                Arguments.of("bench: zero concurrency", new String[] {"--url", TestBroker.url(), "bench", "push", "-c", "0"}, QueenCli.USAGE, "must be at least 1"),
                Arguments.of("bench: unreachable broker", new String[] {"--url", nowhere, "bench", "push", "-w", "0"}, QueenCli.UNREACHABLE, "POST /api/v1/push failed"),
                Arguments.of("bench: 4xx", new String[] {"--url", TestBroker.url(), "bench", "push", "-w", "0", "-q", "a/b"}, QueenCli.BROKER_ERROR, "answered 400: Queue name must not contain '/'"),
                Arguments.of("4xx", new String[] {"--url", TestBroker.url(), "queues", "show", "no-such-queue-" + System.nanoTime()}, QueenCli.BROKER_ERROR, "answered 404"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void oneLineOnStderrAndItsExitCode(String name, String[] args, int exitCode, String message) {
        Cli.Run run = raw("", args);

        assertThat(run.exitCode()).isEqualTo(exitCode);
        assertThat(run.out()).isEmpty();
        assertThat(run.errAsShown()).singleElement().asString().startsWith("queen: ").contains(message);
    }

    @ParameterizedTest(name = "{0} --verbose")
    @MethodSource("cases")
    void verboseAddsTheStackTrace(String name, String[] args, int exitCode, String message) {
        String[] verbose = Stream.concat(Stream.of(args), Stream.of("--verbose")).toArray(String[]::new);
        Cli.Run run = raw("", verbose);

        assertThat(run.exitCode()).isEqualTo(exitCode);
        assertThat(run.err().lines().count()).isGreaterThan(1);
        assertThat(run.err()).contains(message).contains("\tat ");
    }

    @Test
    void helpListsTheCommandsAndExitCodes() {
        Cli.Run run = raw("", "--help");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("status", "queues", "push", "pop", "tail", "groups", "dlq", "traces",
                "maintenance", "bench", "Exit codes:", "3   the broker could not be reached");
    }

    @Test
    void versionNamesTheReleaseAndTheCommit() {
        Cli.Run run = raw("", "--version");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).matches("queen \\d+\\.\\d+\\.\\d+(-SNAPSHOT)? \\(commit [0-9a-f]{7,}(\\+dirty)?\\)\n");
    }

    @Test
    void completionScriptIsGenerated() {
        Cli.Run run = queen("generate-completion");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("complete -F _complete_queen", "maintenance", "--lease-time");
    }
}

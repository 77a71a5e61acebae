package io.queenmq.cli;

import io.queenmq.client.TestBroker;
import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;

/** Runs {@code queen} in-process, as the shell would, capturing stdout, stderr and the exit code. */
final class Cli {
    /** What one command printed and returned. */
    record Run(int exitCode, String out, String err) {
        List<String> outLines() {
            return out.lines().toList();
        }
    }

    private Cli() {}

    /** {@code queen --url <test broker> args...} with an empty stdin. */
    static Run queen(String... args) {
        return withStdin("", args);
    }

    /** {@code queen --url <test broker> args...} reading {@code stdin}. */
    static Run withStdin(String stdin, String... args) {
        List<String> all = new ArrayList<>(List.of("--url", TestBroker.url()));
        all.addAll(List.of(args));
        return raw(stdin, all.toArray(String[]::new));
    }

    /** {@code queen args...} exactly as given. */
    static Run raw(String stdin, String... args) {
        CommandLine cli = QueenCli.commandLine(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        int code = cli.execute(args);
        return new Run(code, out.toString(), err.toString());
    }
}

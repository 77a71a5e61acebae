package io.queenmq.cli;

import io.queenmq.client.TestBroker;
import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import picocli.CommandLine;

/** Runs {@code queen} in-process, as the shell would, capturing stdout, stderr and the exit code. */
final class Cli {
    /** What one command printed and returned. */
    record Run(int exitCode, String out, String err) {
        List<String> outLines() {
            return out.lines().toList();
        }

        /** Stderr as a terminal shows it: a carriage return starts its line afresh (bench's progress line). */
        List<String> errAsShown() {
            return Arrays.stream(err.split("\n")).map(line -> line.substring(line.lastIndexOf('\r') + 1))
                    .filter(line -> !line.isBlank())
                    .toList();
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
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = commandLine(stdin, out, err).execute(args);
        return new Run(code, out.toString(), err.toString());
    }

    /** The command line, printing to {@code out} and {@code err}, for a test that watches a command while it runs. */
    static CommandLine commandLine(String stdin, StringWriter out, StringWriter err) {
        CommandLine cli = QueenCli.commandLine(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)));
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        return cli;
    }

    /**
     * Runs {@code queen --url <test broker> tail args...} on a thread until {@code until} holds for
     * what it printed (at most 20 s), then interrupts it as Ctrl-C does; returns what it printed.
     */
    static Run tailUntil(java.util.function.Predicate<String> until, String... args) throws InterruptedException {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cli = commandLine("", out, err);
        List<String> all = new ArrayList<>(List.of("--url", TestBroker.url(), "tail"));
        all.addAll(List.of(args));
        int[] code = {-1};
        Thread tail = new Thread(() -> code[0] = cli.execute(all.toArray(String[]::new)), "queen-tail-test");
        tail.start();
        long deadline = System.nanoTime() + 20_000_000_000L;
        while (!until.test(out.toString()) && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        tail.interrupt();
        tail.join(20_000);
        return new Run(code[0], out.toString(), err.toString());
    }
}

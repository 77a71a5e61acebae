package io.queenmq.cli;

import io.queenmq.client.Queen;
import io.queenmq.client.QueenBuilder;
import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.util.Properties;
import picocli.AutoComplete;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

/**
 * The {@code queen} command: one subcommand per task, each a class of this package, all on the
 * Java client. Global options may stand before or after the subcommand. Exit codes: {@link #OK},
 * {@link #BROKER_ERROR}, {@link #USAGE}, {@link #UNREACHABLE}.
 */
@Command(name = "queen", scope = ScopeType.INHERIT, mixinStandardHelpOptions = true, versionProvider = QueenCli.Version.class,
        description = "Queen MQ from the shell: queues, push, pop, tail, consumer groups, dead letters, traces, "
                + "maintenance and a quick load check.",
        subcommands = {StatusCommand.class, QueuesCommand.class, PushCommand.class, PopCommand.class,
                TailCommand.class, GroupsCommand.class, DlqCommand.class, TracesCommand.class,
                MaintenanceCommand.class, BenchCommand.class, AutoComplete.GenerateCompletion.class},
        synopsisSubcommandLabel = "COMMAND",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:done",
                "1:the broker answered an error (4xx or 5xx), or a pushed item failed",
                "2:bad usage: unknown option, missing or malformed argument, unreadable file",
                "3:the broker could not be reached"})
public final class QueenCli implements Runnable {
    /** The command did what it was asked. */
    public static final int OK = 0;
    /** The broker answered 4xx or 5xx (or refused an item). */
    public static final int BROKER_ERROR = 1;
    /** The command line was wrong; nothing was sent. */
    public static final int USAGE = 2;
    /** No broker answered (connection refused, timeout). */
    public static final int UNREACHABLE = 3;

    private static final String COMMON_POOL_PARALLELISM = "java.util.concurrent.ForkJoinPool.common.parallelism";

    @Option(names = "--url", scope = ScopeType.INHERIT, paramLabel = "URL",
            defaultValue = "${env:QUEEN_URL:-http://localhost:6632}",
            description = "Broker URL, several comma-separated (env QUEEN_URL; default ${DEFAULT-VALUE}).")
    String url;

    @Option(names = "--token", scope = ScopeType.INHERIT, paramLabel = "JWT", defaultValue = "${env:QUEEN_TOKEN}",
            description = "Bearer token for brokers with JWT_ENABLED (env QUEEN_TOKEN).")
    String token;

    @Option(names = "--json", scope = ScopeType.INHERIT, description = "Print JSON for scripts instead of tables.")
    boolean json;

    @Option(names = "--verbose", scope = ScopeType.INHERIT, description = "Print stack traces of errors.")
    boolean verbose;

    @Spec
    CommandSpec spec;

    private final InputStream stdin;
    private Queen queen;

    private QueenCli(InputStream stdin) {
        this.stdin = stdin;
    }

    /** Runs the command line {@code args} and exits with its exit code. */
    public static void main(String[] args) {
        // The client's non-blocking calls complete on CompletableFuture's default executor, which on
        // JDK 17 to 24 starts a thread per task when the common pool's parallelism is below 2 (a machine
        // of 2 cores or fewer). A pool of 2 lets them run; set before anything starts the common pool.
        if (System.getProperty(COMMON_POOL_PARALLELISM) == null) {
            System.setProperty(COMMON_POOL_PARALLELISM,
                    String.valueOf(Math.max(2, Runtime.getRuntime().availableProcessors() - 1)));
        }
        System.exit(commandLine(System.in).execute(args));
    }

    /** The {@code queen} command reading {@code stdin} for pushes, with its error handling and exit codes. */
    public static CommandLine commandLine(InputStream stdin) {
        QueenCli root = new QueenCli(stdin);
        CommandLine cli = new CommandLine(root);
        ErrorHandler errors = new ErrorHandler(root);
        cli.setCaseInsensitiveEnumValuesAllowed(true);
        cli.setParameterExceptionHandler(errors);
        cli.setExecutionExceptionHandler(errors);
        cli.setExecutionStrategy(parsed -> {
            try {
                return new CommandLine.RunLast().execute(parsed);
            } finally {
                root.close();
            }
        });
        return cli;
    }

    /** The version and commit the build wrote into {@code build.properties} ("unknown" where it wrote none). */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() throws IOException {
            Properties built = new Properties();
            try (InputStream in = QueenCli.class.getResourceAsStream("build.properties")) {
                if (in != null) {
                    built.load(in);
                }
            }
            String commit = filled(built.getProperty("commit"));
            if (!commit.equals("unknown") && "true".equals(built.getProperty("dirty"))) {
                commit += "+dirty";
            }
            return new String[] {"queen " + filled(built.getProperty("version")) + " (commit " + commit + ")"};
        }

        /** A value the build did not fill in stays {@code ${...}}. */
        private static String filled(String value) {
            return value == null || value.isBlank() || value.startsWith("${") ? "unknown" : value;
        }
    }

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "a command is required");
    }

    /** The client, connected on first use to {@code --url} with {@code --token}. */
    Queen queen() {
        if (queen == null) {
            QueenBuilder builder = Queen.builder().bearerToken(token)
                    // One retry: an interactive command should fail fast when the broker is down.
                    .retries(1).retryBackoff(Duration.ofMillis(200));
            for (String each : url.split(",")) {
                builder.url(each.trim());
            }
            queen = builder.connect();
        }
        return queen;
    }

    InputStream stdin() {
        return stdin;
    }

    boolean json() {
        return json;
    }

    boolean verbose() {
        return verbose;
    }

    private void close() {
        if (queen != null) {
            queen.close();
            queen = null;
        }
    }
}

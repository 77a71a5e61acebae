package io.queenmq.cli;

import io.queenmq.client.QueenException;
import io.queenmq.client.QueenHttpException;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.Arrays;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine;

/**
 * Turns every failure into one line on stderr and an exit code of {@link QueenCli}; the stack
 * trace follows only with {@code --verbose}.
 */
final class ErrorHandler implements IExecutionExceptionHandler, IParameterExceptionHandler {
    private final QueenCli root;

    ErrorHandler(QueenCli root) {
        this.root = root;
    }

    @Override
    public int handleParseException(ParameterException ex, String[] args) {
        String command = ex.getCommandLine().getCommandSpec().qualifiedName();
        // --verbose may stand after the bad argument, so it may not have been parsed yet.
        report(ex.getCommandLine().getErr(), ex.getMessage() + " (see '" + command + " --help')", ex,
                root.verbose() || Arrays.asList(args).contains("--verbose"));
        return QueenCli.USAGE;
    }

    @Override
    public int handleExecutionException(Exception ex, CommandLine cli, ParseResult parsed) {
        int code;
        if (ex instanceof QueenHttpException) {
            code = QueenCli.BROKER_ERROR;
        } else if (ex instanceof QueenException && ex.getCause() instanceof IOException) {
            code = QueenCli.UNREACHABLE;
        } else if (ex instanceof IllegalArgumentException || ex instanceof IOException || ex instanceof UncheckedIOException) {
            code = QueenCli.USAGE;
        } else {
            code = QueenCli.BROKER_ERROR;
        }
        report(cli.getErr(), String.valueOf(ex.getMessage()), ex, root.verbose());
        return code;
    }

    private static void report(PrintWriter err, String message, Exception ex, boolean verbose) {
        err.println("queen: " + message.replaceAll("\\s*\\R\\s*", " "));
        if (verbose) {
            ex.printStackTrace(err);
        }
        err.flush();
    }
}

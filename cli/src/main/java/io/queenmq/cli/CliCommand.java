package io.queenmq.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.queenmq.client.Queen;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * What every command shares: the client, the output streams and the {@code --json} switch. A
 * command's {@code call()} returns its exit code; failures are thrown and mapped by {@link ErrorHandler}.
 */
abstract class CliCommand implements Callable<Integer> {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Spec
    CommandSpec spec;

    QueenCli root() {
        return (QueenCli) spec.root().userObject();
    }

    Queen queen() {
        return root().queen();
    }

    PrintWriter out() {
        return spec.commandLine().getOut();
    }

    PrintWriter err() {
        return spec.commandLine().getErr();
    }

    /** Prints {@code value} as one line of JSON with {@code --json}, else what {@code human} writes. */
    int print(Object value, Consumer<PrintWriter> human) {
        if (root().json()) {
            out().println(json(value));
        } else {
            human.accept(out());
        }
        out().flush();
        return QueenCli.OK;
    }

    static String json(Object value) {
        try {
            return JSON.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON for " + value.getClass().getSimpleName(), e);
        }
    }
}

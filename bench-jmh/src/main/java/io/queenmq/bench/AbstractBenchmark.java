package io.queenmq.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * Defaults shared by every benchmark: forks, warm-up, measurement, mode, unit and JVM flags.
 * JMH inherits these annotations; a benchmark overrides one only with a reason in a comment.
 */
@Fork(value = 2, jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+UseG1GC", "-XX:+AlwaysPreTouch"})
@Warmup(iterations = 3, time = 2, timeUnit = TimeUnit.SECONDS)
@Measurement(iterations = 5, time = 2, timeUnit = TimeUnit.SECONDS)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public abstract class AbstractBenchmark {

    /**
     * Runs one benchmark class from an IDE with the defaults above, writing JSON results to
     * {@code target/jmh-<class>.json}; the command line uses {@code benchmarks.jar} instead.
     */
    protected static void run(Class<? extends AbstractBenchmark> benchmark) throws RunnerException {
        new Runner(new OptionsBuilder()
                .include(benchmark.getName() + "\\.")
                .resultFormat(ResultFormatType.JSON)
                .result("target/jmh-" + benchmark.getSimpleName() + ".json")
                .build())
                .run();
    }
}

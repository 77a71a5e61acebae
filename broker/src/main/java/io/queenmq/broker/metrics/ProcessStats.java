package io.queenmq.broker.metrics;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * This process's CPU time (user and system) and resident memory, read from Linux's /proc at the
 * moment of the call. On systems without /proc every value is 0.
 */
final class ProcessStats {
    private static final Path STAT = Path.of("/proc/self/stat");
    private static final Path STATUS = Path.of("/proc/self/status");
    /** USER_HZ: the unit of /proc's CPU times; 100 on every Linux architecture Java runs on. */
    private static final long MICROS_PER_TICK = 10_000;

    private ProcessStats() {}

    static long userCpuMicros() {
        return statField(11) * MICROS_PER_TICK;
    }

    static long systemCpuMicros() {
        return statField(12) * MICROS_PER_TICK;
    }

    static long residentBytes() {
        return statusKilobytes("VmRSS:") * 1024;
    }

    static long virtualBytes() {
        return statusKilobytes("VmSize:") * 1024;
    }

    /** Field {@code index} after the command name, which may itself contain spaces. */
    private static long statField(int index) {
        try {
            String stat = Files.readString(STAT);
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return Long.parseLong(fields[index]);
        } catch (IOException | RuntimeException e) {
            return 0;
        }
    }

    private static long statusKilobytes(String key) {
        try {
            for (String line : Files.readAllLines(STATUS)) {
                if (line.startsWith(key)) {
                    return Long.parseLong(line.substring(key.length()).trim().split("\\s+")[0]);
                }
            }
        } catch (IOException | RuntimeException e) {
            return 0;
        }
        return 0;
    }
}

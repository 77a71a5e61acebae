"""The benchmark harness shared by scripts/bench, client-bench and stream-bench: a fresh PostgreSQL and broker,
calibration, Gatling, CPU and memory sampling, the run's summary and its archive under results/ (scripts/bench
--help says what a run does and records)."""
import argparse
import dataclasses
import datetime
import glob
import json
import os
import platform
import re
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from typing import Optional

# scripts/lib/ is two levels below the repository root.
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCENARIOS = {
    "push-batch": "PushBatchSimulation",
    "partitions": "PartitionsSimulation",
    "fanout": "FanoutSimulation",
    "queues": "QueuesSimulation",
    "pipeline": "PipelineSimulation",
    "pop": "PopSimulation",
    "plan-shift": "PlanShiftSimulation",
    "fleet": "PushBatchSimulation",
}
# A scenario's defaults under the k=v given (recorded in config.json like them). fleet: push and consume at a
# fixed offered rate that one broker keeps up with, so that 1, 2 and 3 brokers serve the same load; 12 consumers,
# a multiple of 1, 2 and 3, so that each broker can get as many.
SCENARIO_DEFAULTS = {
    "fleet": {"brokers": "1", "msgRate": "2000", "batch": "10", "parts": "100", "consumers": "12",
              "durationSeconds": "30"},
}
# Parameters of the harness, not of the simulation: brokers=N starts N brokers on the one database.
HARNESS_PARAMS = ("brokers",)
PG_BIN = "/usr/lib/postgresql/15/bin"
# Durable (fsync, synchronous commit), sized for a 2-core / 24 GiB machine shared with the
# broker and the load generator.
PG_SETTINGS = {
    "shared_buffers": "512MB",
    "max_connections": "200",
    "fsync": "on",
    "synchronous_commit": "on",
    "full_page_writes": "on",
    "wal_buffers": "16MB",
    "max_wal_size": "4GB",
    "checkpoint_timeout": "15min",
    "effective_cache_size": "4GB",
    "work_mem": "8MB",
    "autovacuum": "on",
    "timezone": "UTC",
    # Each run reports its statements' share of PostgreSQL's time (summary.json, `statements`).
    "shared_preload_libraries": "pg_stat_statements",
    "pg_stat_statements.track": "all",
    # ... and how often each was planned: a statement that the plan cache plans again at every execution spends
    # time that the execution figures do not show.
    "pg_stat_statements.track_planning": "on",
}
# Where each side runs (taskset). split: the load generator alone on the last CPU, PostgreSQL and the broker on the
# others, so that what the load generator burns is not taken from the server; shared: no pinning (runs archived
# before the layout was recorded).
CPU_LAYOUTS = ("split", "shared")


class HelpFormatter(argparse.RawDescriptionHelpFormatter):
    """--help of the scripts: the module docstring as written (it is their documentation), and each option's
    default after its help, so that the docstring need not repeat them (flags and options without one show none)."""

    def _get_help_string(self, action):
        text = action.help or ""
        default = action.default
        takes_value = action.option_strings and action.nargs != 0  # not a flag such as --no-archive
        if takes_value and default is not None and default is not argparse.SUPPRESS and "%(default)" not in text:
            text += (" " if text else "") + "(default: %(default)s)"
        return text


def _jvm_options(path):
    """The flags of a jvm.options file: every word of its lines that are not comments."""
    with open(path) as f:
        return [word for line in f if not line.lstrip().startswith("#") for word in line.split()]


# The broker's JVM flags: those of the distribution's launcher and scripts/run-broker.
BROKER_JVM_FLAGS = _jvm_options(os.path.join(ROOT, "dist", "src", "conf", "jvm.options"))
# Gatling starts a fresh JVM for every run, so its JIT compiler competed with the broker for the
# two cores through the measured run (46 % of Gatling's CPU samples at 10,000 partitions): C1 alone
# compiles at a fraction of the cost (docs/benchmarks.md, round two).
LOAD_GENERATOR_JVM_FLAGS = ["-XX:TieredStopAtLevel=1"]
DEFAULT_WARMUP_SECONDS = 45
# plan-shift measures what a fresh database's first statistics do: a warm-up would replace them.
SCENARIO_WARMUP_SECONDS = {"plan-shift": 0}
# The scenarios' default producer connections (bench-gatling/README.md), for the health calibration.
SCENARIO_CONNECTIONS = {"push-batch": 50, "plan-shift": 50}
DEFAULT_CONNECTIONS = 10
PG_CALIBRATION = {"seconds": 8, "clients": 8, "rowsPerInsert": 10}
HEALTH_CALIBRATION_SECONDS = 4


@dataclasses.dataclass(frozen=True)
class RunSettings:
    """Everything one run depends on; config.json records it, and --rerun reads it back."""
    scenario: str
    params: dict
    target: Optional[str] = None
    warmup: int = DEFAULT_WARMUP_SECONDS
    broker_env: dict = dataclasses.field(default_factory=dict)
    jvm_flags: list = dataclasses.field(default_factory=lambda: list(BROKER_JVM_FLAGS))
    pg_settings: dict = dataclasses.field(default_factory=lambda: dict(PG_SETTINGS))
    archive: bool = True
    calibrate: bool = True
    broker_ref: Optional[str] = None
    load_generator_flags: list = dataclasses.field(default_factory=lambda: list(LOAD_GENERATOR_JVM_FLAGS))
    layout: str = "split"

    @staticmethod
    def from_config(config):
        """The settings of an archived run (its config.json)."""
        return RunSettings(config["scenario"], config["parameters"], config.get("target"),
                           config.get("warmupSeconds", DEFAULT_WARMUP_SECONDS), config.get("brokerEnv", {}),
                           config.get("jvmFlags", BROKER_JVM_FLAGS), config.get("postgresSettings", PG_SETTINGS),
                           True, config.get("calibration", True), config.get("brokerRef"),
                           config.get("loadGeneratorJvmFlags", []),
                           (config.get("cpuLayout") or {}).get("mode", "shared"))


@dataclasses.dataclass(frozen=True)
class Cpus:
    """The CPUs of the server side (PostgreSQL and the brokers) and of the load generator; None: unpinned."""
    server: Optional[str] = None
    load: Optional[str] = None

    @staticmethod
    def of(layout):
        count = os.cpu_count() or 1
        if layout == "shared" or count < 2:
            return Cpus()
        return Cpus(server="0" if count == 2 else f"0-{count - 2}", load=str(count - 1))

    def record(self, layout):
        return {"mode": layout if self.server else "shared", "serverCpus": self.server,
                "loadGeneratorCpus": self.load}


def pinned(args, cpus):
    """`args` run on `cpus` (a taskset list), or as they are when None."""
    return ["taskset", "-c", cpus] + args if cpus else args


def repeat_runs(repeat, settings):
    """Runs the configuration `repeat` times; past one run, writes (or prints) their medians."""
    summaries, folders = [], []
    for i in range(repeat):
        if repeat > 1:
            progress(f"run {i + 1} of {repeat}")
        summary, folder = run(settings)
        summaries.append(summary)
        folders.append(folder)
    if repeat > 1:
        write_medians(summaries, folders)
    return 0


def interleaved_runs(repeat, other_ref, settings):
    """Runs `repeat` rounds of one run of other_ref's broker, then one of the broker the settings name, so that
    the machine's drift over the rounds falls on both alike; writes each broker's medians."""
    brokers = [other_ref, settings.broker_ref]
    runs = {i: ([], []) for i in range(2)}
    for round_ in range(repeat):
        for i, ref in enumerate(brokers):
            progress(f"round {round_ + 1} of {repeat}: broker {ref or 'of this checkout'}")
            summary, folder = run(dataclasses.replace(settings, broker_ref=ref))
            runs[i][0].append(summary)
            runs[i][1].append(folder)
    for summaries, folders in runs.values():
        write_medians(summaries, folders)
    return 0


def write_medians(summaries, folders):
    """median.json in the first run's folder, or printed when the runs are not archived."""
    names = [os.path.basename(f) for f in folders] if folders[0] else None
    medians = dict(median_summary(summaries), runs=names)
    if folders[0]:
        with open(os.path.join(folders[0], "median.json"), "w") as f:
            json.dump(medians, f, indent=2)
        progress(f"medians of {len(summaries)} runs: {os.path.relpath(folders[0], ROOT)}/median.json")
    else:
        print(json.dumps(medians, indent=2))


# What median.json summarizes: the headline figures; objects (endToEndMs, ...) value by value, the simulation's
# numbers (deliveredPerOffered, groupsKeptUp, ...) among them.
MEDIAN_FIELDS = ("pushMsgPerSec", "steadyMsgPerSec", "timeToSteadySeconds", "deliverMsgPerSec", "p50Ms", "p95Ms",
                 "p99Ms", "maxMs", "errors", "lost", "duplicates", "outOfOrder", "preludePushMsgPerSec", "endToEndMs",
                 "calibration", "calibrated", "cpuSplit", "costPerMessage", "broker", "simulation")


def median_summary(summaries):
    """Per headline figure, its median over the runs and, under `spread`, its min and max; objects
    (endToEndMs, calibration, ...) value by value. A figure some run lacks, or that is not a
    number, is left out."""
    def combine(values, leaf):
        if all(isinstance(v, dict) for v in values):
            keys = [k for k in values[0] if all(k in v for v in values)]
            merged = {k: combine([v[k] for v in values], leaf) for k in keys}
            return {k: v for k, v in merged.items() if v is not None} or None
        numeric = all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in values)
        return leaf(values) if numeric else None

    medians, spread = {"repeat": len(summaries)}, {}
    for field in MEDIAN_FIELDS:
        values = [s.get(field) for s in summaries]
        median = combine(values, lambda v: round(statistics.median(v), 6))
        if median is not None:
            medians[field] = median
            spread[field] = combine(values, lambda v: {"min": min(v), "max": max(v)})
    medians["spread"] = spread
    return medians


def run(settings):
    """One run: returns its summary and its folder under results/ (None when not archived)."""
    scenario, params, target, warmup = settings.scenario, settings.params, settings.target, settings.warmup
    broker_env, jvm_flags, pg_settings = settings.broker_env, settings.jvm_flags, settings.pg_settings
    archive, calibrate, broker_ref = settings.archive, settings.calibrate, settings.broker_ref
    load_generator_flags = settings.load_generator_flags
    cpus = Cpus.of(settings.layout)
    sha = git("rev-parse", "--short", "HEAD")
    broker_sha = git("rev-parse", "--short", broker_ref + "^{commit}") if broker_ref else sha
    work = tempfile.mkdtemp(prefix="queen-bench-")
    started = []
    finished = False
    try:
        jar = build(broker_sha if broker_ref else None)
        broker_pids = []
        pg = None
        brokers = int(params.get("brokers", 1))
        gatling_params = {k: v for k, v in params.items() if k not in HARNESS_PARAMS}
        calibration = {} if calibrate else None
        if target is None:
            pg = Postgres(work, pg_settings, cpus)
            pg.start()
            started.append(pg.stop)
            if calibrate:
                calibration.update(pg.calibrate(work))
            env = dict(broker_env)
            env.update({"PG_HOST": "127.0.0.1", "PG_PORT": str(pg.port), "PG_DB": "postgres",
                        "PG_USER": "postgres", "PG_PASSWORD": "postgres", "HOST": "127.0.0.1", "LOG_LEVEL": "warn"})
            broker_env = {k: v for k, v in env.items() if k != "PG_PORT"}
            urls = []
            for i in range(1, brokers + 1):
                # Each broker of a fleet has its own port and file buffer, as docs/operations.md asks.
                own = dict(env, PORT=str(free_port()), FILE_BUFFER_DIR=os.path.join(work, f"buffer-{i}"))
                broker = Broker(work, own, jvm_flags, jar, "broker.log" if i == 1 else f"broker-{i}.log", cpus.server)
                broker.start()
                started.append(broker.stop)
                broker_pids.append(broker.process.pid)
                urls.append(f"http://127.0.0.1:{own['PORT']}")
            target = ",".join(urls)
        if calibrate:
            connections = int(params.get("connections", SCENARIO_CONNECTIONS.get(scenario, DEFAULT_CONNECTIONS)))
            calibration.update(calibrate_load_generator(target, connections, work, load_generator_flags, cpus.load))
        if warmup > 0:
            progress(f"warming up for {warmup} s")
            warm = dict(gatling_params, durationSeconds=str(warmup), drainSeconds="2")
            gatling(SCENARIOS[scenario], warm, target, os.path.join(work, "warmup.json"),
                    os.path.join(work, "warmup.log"), load_generator_flags, cpus.load)
        if pg:
            pg.reset_statements()
        pg_before = pg.stats() if pg else None
        samplers = [Sampler(pid) for pid in broker_pids]
        for sampler in samplers:
            sampler.start()
        cpu_split = CpuSplit(broker_pids, pg.postmaster_pid() if pg else None)
        cpu_split.start()
        progress(f"running {scenario} {' '.join(f'{k}={v}' for k, v in params.items())}")
        result_file = os.path.join(work, "result.json")
        log_file = os.path.join(work, "gatling.log")
        run_params = dict(gatling_params)
        if scenario == "plan-shift" and pg:
            # The simulation analyzes the partitions table itself between its phases (see PlanShiftSimulation).
            run_params["analyzeUrl"] = f"jdbc:postgresql://127.0.0.1:{pg.port}/postgres?user=postgres&password=postgres"
        report_dir = gatling(SCENARIOS[scenario], run_params, target, result_file, log_file, load_generator_flags,
                             cpus.load)
        usages = [sampler.stop() for sampler in samplers]
        split = cpu_split.stop()
        pg_after = pg.stats() if pg else None
        statements = pg.statements() if pg else None
        for stop in reversed(started):
            stop()
        started.clear()

        with open(result_file) as f:
            result = json.load(f)
        stats = gatling_stats(report_dir)
        summary = summarize(result, stats, usages, pg_before, pg_after, calibration, split, statements)
        config = {
            "scenario": scenario, "simulation": SCENARIOS[scenario], "gitSha": sha, "brokerSha": broker_sha,
            "brokerRef": broker_sha if broker_ref else None,
            "parameters": params, "target": None if broker_pids else target,
            "warmupSeconds": warmup, "calibration": calibrate, "brokerEnv": broker_env, "jvmFlags": jvm_flags,
            "loadGeneratorJvmFlags": load_generator_flags, "cpuLayout": cpus.record(settings.layout),
            "postgresSettings": pg_settings if pg else None, "postgresVersion": pg.version if pg else None,
            "machine": machine(), "startedAt": datetime.datetime.now(datetime.timezone.utc).isoformat(),
            "command": "scripts/bench " + scenario + " " + " ".join(f"{k}={v}" for k, v in params.items()),
        }
        print(json.dumps(summary, indent=2))
        folder = None
        if archive:
            folder = archive_run(scenario, broker_sha, config, summary, work, report_dir)
            progress(f"archived {os.path.relpath(folder, ROOT)}")
        finished = True
        return summary, folder
    finally:
        for stop in reversed(started):
            stop()
        if finished:
            shutil.rmtree(work, ignore_errors=True)
        else:
            progress(f"the run failed; its logs are kept in {work}")


def build(broker_sha=None):
    """The broker jar to run: this checkout's, or that of commit broker_sha (built once in a worktree)."""
    jar = os.path.join(ROOT, "broker/target/queen-broker.jar")
    if not os.path.exists(jar):
        progress("building the broker")
        subprocess.run(["mvn", "-q", "-B", "-ntp", "-DskipTests", "install"], cwd=ROOT, check=True)
    if broker_sha is None:
        return jar
    tree = os.path.join(ROOT, "target", "bench-brokers", broker_sha)
    other = os.path.join(tree, "broker/target/queen-broker.jar")
    if not os.path.exists(other):
        progress(f"building the broker of {broker_sha}")
        if not os.path.exists(tree):
            git("worktree", "add", "--detach", tree, broker_sha)
        subprocess.run(["mvn", "-q", "-B", "-ntp", "-DskipTests", "package", "-pl", "broker", "-am"], cwd=tree,
                       check=True)
    return other


class Postgres:
    """A throw-away PostgreSQL cluster owned by the postgres user when running as root."""

    def __init__(self, work, settings, cpus=Cpus()):
        self.dir = os.path.join(work, "pg")
        self.settings = settings
        self.cpus = cpus
        self.port = free_port()
        self.version = None

    def _as_owner(self, args):
        if os.geteuid() == 0:
            return ["runuser", "-u", "postgres", "--"] + args
        return args

    def start(self):
        progress(f"starting PostgreSQL on port {self.port}")
        os.makedirs(self.dir)
        if os.geteuid() == 0:
            shutil.chown(os.path.dirname(self.dir), "postgres")
            shutil.chown(self.dir, "postgres")
        pwfile = os.path.join(os.path.dirname(self.dir), "pw")
        with open(pwfile, "w") as f:
            f.write("postgres\n")
        os.chmod(pwfile, 0o644)
        subprocess.run(self._as_owner([f"{PG_BIN}/initdb", "-D", self.dir, "-U", "postgres", "-A", "md5",
                                       "--pwfile", pwfile, "-E", "UTF8"]),
                       check=True, stdout=subprocess.DEVNULL)
        with open(os.path.join(self.dir, "postgresql.conf"), "a") as f:
            for key, value in self.settings.items():
                f.write(f"{key} = '{value}'\n")
            f.write(f"port = {self.port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '{self.dir}'\n")
        # The postmaster and every backend it forks inherit pg_ctl's CPUs.
        subprocess.run(pinned(self._as_owner([f"{PG_BIN}/pg_ctl", "-D", self.dir, "-l",
                                              os.path.join(self.dir, "log"), "-w", "start"]), self.cpus.server),
                       check=True, stdout=subprocess.DEVNULL)
        self.version = self.sql("SHOW server_version").strip()
        if self.tracks_statements():
            self.sql("CREATE EXTENSION IF NOT EXISTS pg_stat_statements")

    def postmaster_pid(self):
        with open(os.path.join(self.dir, "postmaster.pid")) as f:
            return int(f.readline())

    def sql(self, query):
        env = dict(os.environ, PGPASSWORD="postgres")
        return subprocess.run(["psql", "-h", "127.0.0.1", "-p", str(self.port), "-U", "postgres", "-Atc", query],
                              env=env, check=True, capture_output=True, text=True).stdout

    def calibrate(self, work):
        """pgbench of a multi-row insert shaped like the broker's push (rows from unnest of an array,
        uuid key, jsonb payload) into a scratch table of its own schema, dropped afterwards."""
        seconds, clients, rows = PG_CALIBRATION["seconds"], PG_CALIBRATION["clients"], PG_CALIBRATION["rowsPerInsert"]
        progress(f"calibrating PostgreSQL: {seconds} s pgbench, {clients} clients, {rows}-row inserts")
        pgbench = f"{PG_BIN}/pgbench" if os.path.exists(f"{PG_BIN}/pgbench") else shutil.which("pgbench")
        if not pgbench:
            sys.exit("bench: pgbench not found (install postgresql-15 or run with --no-calibration)")
        payloads = ",".join(f"'{{\"p\":0,\"n\":{n},\"t\":0,\"s\":\"hello world 0123\"}}'" for n in range(1, rows + 1))
        script = os.path.join(work, "calibration.sql")
        with open(script, "w") as f:
            f.write("\\set lane random(0, 99)\n"
                    "INSERT INTO bench_calibration.messages (id, lane, payload) "
                    f"SELECT gen_random_uuid(), :lane, item::jsonb FROM unnest(ARRAY[{payloads}]::text[]) AS item;\n")
        self.sql("CREATE SCHEMA bench_calibration; CREATE TABLE bench_calibration.messages "
                 "(id uuid PRIMARY KEY, lane int NOT NULL, payload jsonb NOT NULL)")
        try:
            out = subprocess.run(pinned([pgbench, "-h", "127.0.0.1", "-p", str(self.port), "-U", "postgres", "-n",
                                         "-M", "prepared", "-c", str(clients), "-j", "2", "-T", str(seconds),
                                         "-f", script, "postgres"], self.cpus.load),
                                 env=dict(os.environ, PGPASSWORD="postgres"),
                                 check=True, capture_output=True, text=True).stdout
        finally:
            self.sql("DROP SCHEMA bench_calibration CASCADE")
        with open(os.path.join(work, "calibration-pgbench.log"), "w") as f:
            f.write(out)
        tps = float(re.search(r"^tps = ([\d.]+)", out, re.M).group(1))
        latency = float(re.search(r"^latency average = ([\d.]+) ms", out, re.M).group(1))
        return {"pgSeconds": seconds, "pgClients": clients, "pgRowsPerInsert": rows,
                "pgTransactionsPerSec": round(tps, 1), "pgRowsPerSec": round(tps * rows, 1),
                "pgLatencyMs": latency}

    def stats(self):
        row = self.sql("SELECT xact_commit, xact_rollback, tup_inserted, tup_updated, tup_deleted, deadlocks, "
                       "blks_hit, blks_read, pg_current_wal_lsn() - '0/0'::pg_lsn, w.wal_records, w.wal_fpi "
                       "FROM pg_stat_database, pg_stat_wal w WHERE datname = 'postgres'").strip().split("|")
        keys = ["xactCommit", "xactRollback", "tupInserted", "tupUpdated", "tupDeleted", "deadlocks",
                "blksHit", "blksRead", "walBytes", "walRecords", "walFullPageImages"]
        return {k: int(float(v)) for k, v in zip(keys, row)}

    def tracks_statements(self):
        """pg_stat_statements is loaded (runs archived before it was, rerun with their settings, are not)."""
        return "pg_stat_statements" in self.settings.get("shared_preload_libraries", "")

    def reset_statements(self):
        if self.tracks_statements():
            self.sql("SELECT pg_stat_statements_reset()")

    def statements(self, top=12):
        """The statements that took most of PostgreSQL's time since reset_statements(), with their share of it and
        the WAL they wrote; None without pg_stat_statements."""
        if not self.tracks_statements():
            return None
        out = self.sql(f"""
            SELECT coalesce(json_agg(t), '[]') FROM (
                SELECT left(regexp_replace(query, '\\s+', ' ', 'g'), 240) AS query, calls, rows,
                       round(total_exec_time::numeric, 1) AS "totalMs",
                       round((100 * total_exec_time / nullif(sum(total_exec_time) OVER (), 0))::numeric, 1)
                           AS "sharePercent",
                       round(mean_exec_time::numeric, 3) AS "meanMs", wal_bytes AS "walBytes",
                       plans, round(total_plan_time::numeric, 1) AS "planMs"
                FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT {top}) t""")
        return json.loads(out)

    def stop(self):
        subprocess.run(self._as_owner([f"{PG_BIN}/pg_ctl", "-D", self.dir, "-m", "fast", "-w", "stop"]),
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


class Broker:
    def __init__(self, work, env, jvm_flags, jar, log_name="broker.log", cpus=None):
        self.env = env
        self.cpus = cpus
        self.jvm_flags = jvm_flags
        self.jar = jar
        self.log = os.path.join(work, log_name)
        self.process = None

    def start(self):
        progress(f"starting the broker on port {self.env['PORT']}")
        # scripts/profile passes the async-profiler agent here; it is not part of the run's config.
        agent = [os.environ["QUEEN_BENCH_AGENT"]] if os.environ.get("QUEEN_BENCH_AGENT") else []
        self.process = subprocess.Popen(pinned(["java"] + self.jvm_flags + agent + ["-jar", self.jar], self.cpus),
                                        env=dict(os.environ, **self.env), stdout=open(self.log, "w"),
                                        stderr=subprocess.STDOUT)
        deadline = time.time() + 60
        while time.time() < deadline:
            try:
                with socket.create_connection(("127.0.0.1", int(self.env["PORT"])), timeout=1):
                    return
            except OSError:
                if self.process.poll() is not None:
                    sys.exit("bench: the broker exited at start; see " + self.log)
                time.sleep(0.5)
        sys.exit("bench: the broker did not start within 60 s")

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(20)
            except subprocess.TimeoutExpired:
                self.process.kill()


class Sampler(threading.Thread):
    """Samples a process's CPU (percent of one core) and RSS every second from /proc."""

    def __init__(self, pid):
        super().__init__(daemon=True)
        self.pid = pid
        self.samples = []
        self.running = True

    def run(self):
        ticks = os.sysconf("SC_CLK_TCK")
        last = None
        while self.running:
            try:
                with open(f"/proc/{self.pid}/stat") as f:
                    fields = f.read().rsplit(")", 1)[1].split()
                cpu = (int(fields[11]) + int(fields[12])) / ticks
                with open(f"/proc/{self.pid}/status") as f:
                    rss_kb = next(int(line.split()[1]) for line in f if line.startswith("VmRSS:"))
            except (OSError, StopIteration):
                return
            now = time.time()
            if last:
                self.samples.append(((cpu - last[1]) / (now - last[0]) * 100, rss_kb / 1024))
            last = (now, cpu)
            time.sleep(1)

    def stop(self):
        self.running = False
        self.join(3)
        if not self.samples:
            return None
        cpus = [c for c, _ in self.samples]
        rss = [r for _, r in self.samples]
        return {"cpuPercentAvg": round(sum(cpus) / len(cpus), 1), "cpuPercentMax": round(max(cpus), 1),
                "rssMbAvg": round(sum(rss) / len(rss), 1), "rssMbMax": round(max(rss), 1),
                "samples": len(self.samples)}


class CpuSplit(threading.Thread):
    """Where the machine's CPU went during the measured run: the brokers (together, and each in the
    order started), PostgreSQL (the postmaster and its children), the load generator (Maven's
    Gatling launcher and the Gatling JVM), and the whole machine (/proc/stat), in cores (CPU
    seconds per second of the window). A process that exits counts up to its last one-second sample."""

    def __init__(self, broker_pids, postmaster_pid):
        super().__init__(daemon=True)
        self.broker_pids = broker_pids
        self.postmaster_pid = postmaster_pid
        self.first = {}
        self.last = {}
        self.running = True
        self.ticks = os.sysconf("SC_CLK_TCK")

    def group(self, pid, stat, cmdline):
        if pid in self.broker_pids:
            return f"broker-{self.broker_pids.index(pid)}"
        if pid == self.postmaster_pid or int(stat[1]) == self.postmaster_pid:
            return "postgres"
        if b"io.gatling" in cmdline or b"gatling:test" in cmdline:
            return "loadGenerator"
        return None

    def sample(self):
        seen = {}
        for entry in os.listdir("/proc"):
            if not entry.isdigit():
                continue
            pid = int(entry)
            try:
                with open(f"/proc/{pid}/stat") as f:
                    stat = f.read().rsplit(")", 1)[1].split()
                with open(f"/proc/{pid}/cmdline", "rb") as f:
                    cmdline = f.read()
            except OSError:
                continue
            name = self.group(pid, stat, cmdline)
            if name:
                seen[pid] = (name, (int(stat[11]) + int(stat[12])) / self.ticks)
        with open("/proc/stat") as f:
            cpu = [int(v) for v in f.readline().split()[1:]]
        # user nice system idle iowait irq softirq steal: busy is all but idle and iowait
        seen["machine"] = ("machine", (sum(cpu[:8]) - cpu[3] - cpu[4]) / self.ticks)
        return seen

    def run(self):
        start = self.sample()
        self.started = time.time()
        self.first = {k: v[1] for k, v in start.items()}
        while self.running:
            time.sleep(1)
            for key, value in self.sample().items():
                self.first.setdefault(key, 0.0)
                self.last[key] = value
            self.ended = time.time()

    def stop(self):
        self.running = False
        self.join(3)
        if not self.last:
            return None
        window = self.ended - self.started
        each = [f"broker-{i}" for i in range(len(self.broker_pids))]
        cores = dict.fromkeys(each + ["postgres", "loadGenerator", "machine"], 0.0)
        for key, (name, cpu) in self.last.items():
            cores[name] += (cpu - self.first[key]) / window
        cores["broker"] = sum(cores[name] for name in each)
        split = {"windowSeconds": round(window, 1), "machineCores": os.cpu_count(),
                 "machineBusyCores": round(cores["machine"], 2)}
        split["brokerCores"] = round(cores["broker"], 2)
        if len(each) > 1:
            split["eachBrokerCores"] = [round(cores[broker], 2) for broker in each]
        split["postgresCores"] = round(cores["postgres"], 2)
        split["loadGeneratorCores"] = round(cores["loadGenerator"], 2)
        split["otherCores"] = round(cores["machine"] - cores["broker"] - cores["postgres"] - cores["loadGenerator"], 2)
        return split


def calibrate_load_generator(target, connections, work, jvm_flags, cpus=None):
    """The load generator's request ceiling on this machine: Gatling sending GET /health back to
    back from `connections` users."""
    progress(f"calibrating the load generator: {HEALTH_CALIBRATION_SECONDS} s of GET /health, "
             f"{connections} connections")
    result_file = os.path.join(work, "calibration-health.json")
    gatling("HealthSimulation", {"connections": connections, "durationSeconds": HEALTH_CALIBRATION_SECONDS},
            target, result_file, os.path.join(work, "calibration-health.log"), jvm_flags, cpus)
    with open(result_file) as f:
        health = json.load(f)
    return {"healthSeconds": HEALTH_CALIBRATION_SECONDS, "healthConnections": connections,
            "healthErrors": health["errors"], "healthReqPerSec": round(health["reqPerSec"], 1)}


def gatling(simulation, params, target, result_file, log_file, jvm_flags, cpus=None):
    """Runs a simulation (class name in io.queenmq.gatling); returns its Gatling report folder. With `cpus`, Maven
    and the Gatling JVM move there once the simulation has started: Gatling started on one CPU gives up waiting
    for its own stats writers (a fixed 5 s) and never ends."""
    before = set(glob.glob(os.path.join(ROOT, "bench-gatling/target/gatling/*/")))
    props = [f"-D{k}={v}" for k, v in params.items()]
    cmd = ["mvn", "-q", "-B", "-ntp", "-pl", "bench-gatling", "gatling:test",
           f"-Dgatling.simulationClass=io.queenmq.gatling.{simulation}",
           f"-Dtarget={target}", f"-DresultFile={result_file}"] + props
    if jvm_flags:
        cmd.append("-Dgatling.jvmArgs=" + ",".join(jvm_flags))
    with open(log_file, "w") as log:
        process = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        moved = cpus is None
        for line in process.stdout:
            log.write(line)
            if not moved and line.startswith("Simulation ") and "started" in line:
                move_tree(process.pid, cpus)
                moved = True
            if line.startswith(("RESULT", "> ")) or "Global" in line or line.startswith("----"):
                sys.stdout.write("  " + line)
        if process.wait() != 0:
            sys.exit(f"bench: the simulation {simulation} failed; see {log_file}")
    after = set(glob.glob(os.path.join(ROOT, "bench-gatling/target/gatling/*/")))
    new = sorted(after - before)
    return new[-1] if new else None


def move_tree(root, cpus):
    """Moves process `root`, its descendants and all their threads onto `cpus`; threads started later inherit."""
    parents = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as f:
                    parents[int(entry)] = int(f.read().rsplit(")", 1)[1].split()[1])
            except OSError:
                continue
    tree, grew = {root}, True
    while grew:
        children = {pid for pid, parent in parents.items() if parent in tree} - tree
        tree |= children
        grew = bool(children)
    for pid in tree:
        subprocess.run(["taskset", "-a", "-p", "-c", cpus, str(pid)], stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)


def gatling_stats(report_dir):
    """Per request name (push, pop, ack, ...): counts and latency percentiles from Gatling's report.

    Gatling 3.13 writes them as JavaScript (js/stats.js); every `stats: {...}` object in it is JSON.
    """
    path = os.path.join(report_dir or "", "js", "stats.js")
    if not report_dir or not os.path.exists(path):
        return {}
    with open(path) as f:
        text = f.read()
    out = {}
    for match in re.finditer(r"\bstats: \{", text):
        start = match.end() - 1
        depth = 0
        for end in range(start, len(text)):
            depth += {"{": 1, "}": -1}.get(text[end], 0)
            if depth == 0:
                break
        s = json.loads(text[start:end + 1])

        def number(field):
            value = s[field]["total"]
            return None if value == "-" else float(value)

        out[s["name"]] = {
            "requests": number("numberOfRequests"), "ko": float(s["numberOfRequests"]["ko"]),
            "p50Ms": number("percentiles1"), "p75Ms": number("percentiles2"),
            "p95Ms": number("percentiles3"), "p99Ms": number("percentiles4"),
            "maxMs": number("maxResponseTime"), "meanReqPerSec": number("meanNumberOfRequestsPerSecond"),
        }
    return out


def summarize(result, stats, usages, pg_before, pg_after, calibration, cpu_split=None, statements=None):
    """The run's summary.json; `usages` holds each started broker's CPU and RSS (`broker` with one, `brokers` with
    several, in the order started)."""
    # The latency of the scenario's main request: pushes, or pops where nothing is pushed by Gatling.
    push = stats.get("push") or stats.get("pop") or {}
    summary = {
        "pushMsgPerSec": result.get("pushMsgPerSec"),
        # How long the broker took to reach its steady push rate (bench-gatling/README.md).
        "steadyMsgPerSec": result.get("steadyMsgPerSec"),
        "timeToSteadySeconds": result.get("timeToSteadySeconds"),
        "deliverMsgPerSec": result.get("deliverMsgPerSec"),
        "p50Ms": push.get("p50Ms"), "p95Ms": push.get("p95Ms"), "p99Ms": push.get("p99Ms"), "maxMs": push.get("maxMs"),
        "errors": result.get("errors"), "lost": result.get("lost"), "duplicates": result.get("duplicates"),
        "outOfOrder": result.get("outOfOrder"),
        # Push built -> pop answer received, per delivered message (see bench-gatling/README.md).
        "endToEndMs": result.get("endToEndMs"),
        "requests": stats,
        "broker": usages[0] if len(usages) == 1 else None,
        "cpuSplit": cpu_split,
        "simulation": result,
    }
    if len(usages) > 1:
        summary["brokers"] = usages
    if "preludePushMsgPerSec" in result:
        summary["preludePushMsgPerSec"] = result["preludePushMsgPerSec"]
    if pg_before and pg_after:
        summary["postgres"] = {k: pg_after[k] - pg_before[k] for k in pg_after}
    summary["costPerMessage"] = cost_per_message(result, cpu_split, summary.get("postgres"))
    if statements is not None:
        summary["statements"] = statements
    if calibration is not None:
        summary["calibration"] = calibration
        pushing = result.get("pushMsgPerSec") is not None and result.get("pushWindowSeconds")
        # Over the push window: Gatling's own mean also spans the drain (and plan-shift's prelude).
        push_req_per_sec = result["pushRequests"] / result["pushWindowSeconds"] if pushing else None
        summary["calibrated"] = calibrated(summary, push_req_per_sec, calibration)
    return summary


def cost_per_message(result, cpu_split, postgres):
    """What one message cost the server during the measured run: broker and PostgreSQL CPU microseconds and WAL
    bytes, per message pushed, or per message delivered where deliveries outnumber pushes (pop, fan-out). The CPU
    is that of the whole measured window (cores times seconds); every message counted falls in it."""
    pushed, delivered = result.get("pushedMessages") or 0, result.get("deliveredMessages") or 0
    basis, messages = ("delivered", delivered) if delivered > pushed else ("pushed", pushed)
    if result.get("pushMsgPerSec") is None and pushed and delivered:
        # pop: the queue is filled inside the measured window, so each message's push and delivery are both in it.
        basis, messages = "pushed and delivered", delivered
    if not messages or not cpu_split:
        return None
    window = cpu_split["windowSeconds"]
    cost = {"basis": basis, "messages": messages,
            "brokerCpuUs": round(cpu_split["brokerCores"] * window / messages * 1e6, 1),
            "postgresCpuUs": round(cpu_split["postgresCores"] * window / messages * 1e6, 1)}
    cost["serverCpuUs"] = round(cost["brokerCpuUs"] + cost["postgresCpuUs"], 1)
    if postgres:
        cost["walBytes"] = round(postgres["walBytes"] / messages, 1)
        if "walRecords" in postgres:
            cost["walRecords"] = round(postgres["walRecords"] / messages, 2)
    return cost


def calibrated(summary, push_req_per_sec, calibration):
    """The headline figures as fractions of the machine's calibration: rates per PostgreSQL row
    inserted per second, latencies per pgbench transaction latency, request rate per the load
    generator's ceiling. A figure whose inputs are missing is left out."""
    e2e = (summary.get("endToEndMs") or {}).get("p99")
    pairs = {
        "pushMsgPerSecPerPgRow": (summary["pushMsgPerSec"], calibration.get("pgRowsPerSec")),
        "deliverMsgPerSecPerPgRow": (summary["deliverMsgPerSec"], calibration.get("pgRowsPerSec")),
        "p50MsPerPgLatency": (summary["p50Ms"], calibration.get("pgLatencyMs")),
        "p99MsPerPgLatency": (summary["p99Ms"], calibration.get("pgLatencyMs")),
        "endToEndP99MsPerPgLatency": (e2e, calibration.get("pgLatencyMs")),
        "pushReqPerSecPerHealthReq": (push_req_per_sec, calibration.get("healthReqPerSec")),
    }
    return {name: round(value / base, 6) for name, (value, base) in pairs.items() if value is not None and base}


# The client JVMs of client-bench and stream-bench: a small fixed serial heap, whose young generation stays in pages
# already touched. Unlike scripts/bench's load generators the JIT is not limited to C1: the client-warmup pays for
# C2's compilations, and C2's code then needs less CPU per request (the flags are recorded in each run's config.json).
CLIENT_JVM_FLAGS = ["-XX:+UseSerialGC", "-Xms128m", "-Xmx128m"]
BROKER_JAR = os.path.join(ROOT, "broker", "target", "queen-broker.jar")


def start_broker(work, started, jar=None, extra_jvm_flags=()):
    """A fresh PostgreSQL and one broker (this checkout's jar unless given, scripts/run-broker's JVM flags plus any
    extra ones) as scripts/bench starts them, their stops appended to `started`; returns the broker's URL, the
    PostgreSQL and the broker."""
    pg = Postgres(work, PG_SETTINGS)
    pg.start()
    started.append(pg.stop)
    env = {"PG_HOST": "127.0.0.1", "PG_PORT": str(pg.port), "PG_DB": "postgres", "PG_USER": "postgres",
           "PG_PASSWORD": "postgres", "PORT": str(free_port()), "HOST": "127.0.0.1", "LOG_LEVEL": "warn"}
    broker = Broker(work, env, BROKER_JVM_FLAGS + list(extra_jvm_flags), jar or BROKER_JAR)
    broker.start()
    started.append(broker.stop)
    return f"http://127.0.0.1:{env['PORT']}", pg, broker


def new_run_folder(name, sha):
    """results/<yyyy-mm-dd>-<name>-<sha>[-n]/ with an empty raw/, the first such folder that does not exist yet."""
    base = os.path.join(ROOT, "results", f"{datetime.date.today().isoformat()}-{name}-{sha}")
    folder, n = base, 1
    while os.path.exists(folder):
        n += 1
        folder = f"{base}-{n}"
    os.makedirs(os.path.join(folder, "raw"))
    return folder


def archive_run(scenario, sha, config, summary, work, report_dir):
    folder = new_run_folder(scenario, sha)
    raw = os.path.join(folder, "raw")
    for name in ("gatling.log", "result.json", "calibration-pgbench.log", "calibration-health.log"):
        if os.path.exists(os.path.join(work, name)):
            shutil.copy(os.path.join(work, name), raw)
    for log in glob.glob(os.path.join(work, "broker*.log")):
        shutil.copy(log, raw)
    if report_dir and os.path.exists(os.path.join(report_dir, "js", "stats.js")):
        shutil.copy(os.path.join(report_dir, "js", "stats.js"), os.path.join(raw, "gatling-stats.js"))
    with open(os.path.join(folder, "config.json"), "w") as f:
        json.dump(config, f, indent=2)
    with open(os.path.join(folder, "summary.json"), "w") as f:
        json.dump(summary, f, indent=2)
    with open(os.path.join(folder, "README.md"), "w") as f:
        f.write(run_readme(os.path.basename(folder), config, summary))
    return folder


def run_readme(name, config, summary):
    """The archived run's README: what ran where, and its headline figures."""
    params = " ".join(f"{k}={v}" for k, v in config["parameters"].items())
    m = config["machine"]
    lines = [f"# {name}", "",
             f"Scenario `{config['scenario']}` ({config['simulation']}) {params} at git {config['gitSha']}, "
             f"{m['cores']} cores, {m['memoryGb']} GiB, kernel {m['kernel']}.", "",
             f"- push: {summary['pushMsgPerSec']} msg/s, p50 {summary['p50Ms']} ms, p99 {summary['p99Ms']} ms",
             f"- time to steady push rate: {time_to_steady_line(summary)}"]
    if "preludePushMsgPerSec" in summary:
        lines.append(f"- prelude push (not measured): {summary['preludePushMsgPerSec']} msg/s")
    lines.append(f"- delivered: {summary['deliverMsgPerSec']} msg/s")
    lines.append(f"- end to end (push built to pop answered): {end_to_end_line(summary['endToEndMs'])}")
    sim = summary["simulation"]
    if "offeredMsgPerSec" in sim:
        lines.append(f"- open model: {sim['offeredMsgPerSec']} msg/s offered, push {sim['pushPerOffered']:.3f}x "
                     f"of it, {sim['droppedPushes']} pushes dropped"
                     + (f"; delivered {sim['deliveredPerOffered']:.2f}x of it, {sim['groupsKeptUp']} of "
                        f"{len(sim['groupStats'])} groups kept up" if "groupsKeptUp" in sim else ""))
    if summary.get("calibration"):
        c = summary["calibration"]
        lines.append(f"- machine calibration: PostgreSQL {c.get('pgRowsPerSec')} rows/s "
                     f"({c.get('pgRowsPerInsert')}-row inserts, {c.get('pgLatencyMs')} ms each), "
                     f"load generator {c.get('healthReqPerSec')} req/s on GET /health")
        lines.append("- calibrated: " + ", ".join(f"{k} {v}" for k, v in summary["calibrated"].items()))
    lines.append(f"- errors {summary['errors']}, lost {summary['lost']}, duplicates {summary['duplicates']}")
    if summary.get("brokers"):
        lines += [f"- broker {i}: {usage}" for i, usage in enumerate(summary["brokers"], 1)]
    else:
        lines.append(f"- broker: {summary['broker']}")
    cost = summary.get("costPerMessage")
    if cost:
        lines.append(f"- cost per message {cost['basis']} ({cost['messages']}): broker {cost['brokerCpuUs']} µs CPU, "
                     f"PostgreSQL {cost['postgresCpuUs']} µs CPU, WAL {cost.get('walBytes')} bytes")
    layout = config.get("cpuLayout")
    if layout:
        lines.append(f"- CPU layout {layout['mode']}: PostgreSQL and broker on CPU {layout['serverCpus'] or 'any'}, "
                     f"load generator on CPU {layout['loadGeneratorCpus'] or 'any'}")
    for st in (summary.get("statements") or [])[:5]:
        planned = f", planned {st['plans']} times ({st['planMs']} ms)" if st.get("plans") else ""
        lines.append(f"- statement {st['sharePercent']} % of PostgreSQL's time, {st['calls']} calls{planned}: "
                     f"`{st['query'][:100]}`")
    if summary.get("cpuSplit"):
        c = summary["cpuSplit"]
        each = f" ({' + '.join(map(str, c['eachBrokerCores']))})" if "eachBrokerCores" in c else ""
        lines.append(f"- CPU (cores busy over the run's {c['windowSeconds']} s): broker {c['brokerCores']}{each}, "
                     f"PostgreSQL {c['postgresCores']}, load generator {c['loadGeneratorCores']}, other "
                     f"{c['otherCores']}; machine {c['machineBusyCores']} of {c['machineCores']}")
    lines += ["",
              f"Rerun: `scripts/bench --rerun results/{name}/config.json`. "
              "Raw output in `raw/`; every figure above is in `summary.json`."]
    return "\n".join(lines) + "\n"


def time_to_steady_line(summary):
    steady, seconds = summary.get("steadyMsgPerSec"), summary.get("timeToSteadySeconds")
    if steady is None:
        return "not measured (no pushes, or under 10 whole seconds of them)"
    if seconds is None:
        return f"never settled at 90 % of steady {steady} msg/s (median of the run's last half)"
    return (f"{seconds} s after the first push, the 5-second average stays at >= 90 % of steady {steady} msg/s "
            "(median of the run's last half)")


def end_to_end_line(latency):
    if not latency:
        return "not measured"
    return (f"p50 {latency['p50']} ms, p99 {latency['p99']} ms, p99.9 {latency['p999']} ms, "
            f"max {latency['max']} ms over {latency['count']} messages")


def machine():
    with open("/proc/meminfo") as f:
        mem_kb = int(next(line.split()[1] for line in f if line.startswith("MemTotal:")))
    cpu_model = ""
    with open("/proc/cpuinfo") as f:
        for line in f:
            if line.startswith("model name"):
                cpu_model = line.split(":", 1)[1].strip()
                break
    java = subprocess.run(["java", "-version"], capture_output=True, text=True).stderr.splitlines()[0]
    return {"cores": os.cpu_count(), "memoryGb": round(mem_kb / 1024 / 1024, 1), "kernel": platform.release(),
            "cpuModel": cpu_model, "java": java}


def git(*args):
    return subprocess.run(["git"] + list(args), cwd=ROOT, capture_output=True, text=True, check=True).stdout.strip()


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def progress(message):
    print(f"[bench {time.strftime('%H:%M:%S')}] {message}", flush=True)


package dev.play.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The settings of the warm benchmarks, inherited by each (JMH reads these annotations from a
 * benchmark's superclasses): average time in microseconds, 5 one-second warm-up and measurement
 * iterations, one fork with the JVM flags of the {@code ./play} launcher (C1 only, as play runs).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"-XX:+UseG1GC", "-Xms16m", "-XX:TieredStopAtLevel=1"})
public abstract class LauncherSettings {}

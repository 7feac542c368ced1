package org.mwbench.bench.gatling;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reading back the injector's stored events: successes into the latencies, failures counted by kind. */
class InjectorRunTest {
    @Test
    void failuresAreCountedByTheirCommentAndLeftOutOfTheLatencies(@TempDir Path folder) throws Exception {
        Path action = Files.writeString(folder.resolve("action"), String.join("\n",
                "#date_ns,session,type,iteration,success,duration_ns,schedule_delay_ns,warmup,result,comment",
                "10,0,0,0,true,1000,0,false,0,",
                "20,1,0,0,false,5000000,0,false,0,\"java.net.SocketException: Connection reset, by peer\"",
                "30,2,0,0,false,7000000,0,false,0,\"java.net.SocketException: Connection reset, by peer\"",
                "40,3,0,0,false,9000000,0,false,0,",
                "50,4,0,0,true,3000,0,false,0,") + "\n");
        Histogram latency = new Histogram(TimeUnit.MINUTES.toNanos(10), 3);
        Map<String, Long> failures = new HashMap<>();

        long[] counts = InjectorRun.readEvents(action, latency, failures);

        assertArrayEquals(new long[] {5, 3}, counts);
        assertEquals(2, latency.getTotalCount());
        assertEquals(3000, latency.getMaxValue(), 3000 >> 10);
        assertEquals(Map.of("\"java.net.SocketException: Connection reset, by peer\"", 2L, "(no comment)", 1L), failures);
    }
}

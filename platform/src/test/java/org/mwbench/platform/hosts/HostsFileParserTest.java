package org.mwbench.platform.hosts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.platform.plan.PlanException;
import org.mwbench.platform.plan.TestPlan;
import org.mwbench.platform.plan.TestPlanParser;

/** The hosts file: what it declares, every error located at its file, line and key, and the plan's hosts key. */
class HostsFileParserTest {
    @TempDir
    Path dir;

    private static HostsFile parse(String text) throws PlanException {
        return HostsFileParser.parse(text, "two.hosts", 2);
    }

    private static String errorOf(String text) {
        return assertThrows(PlanException.class, () -> parse(text)).getMessage();
    }

    @Test
    void readsHostsInNumberOrderWithDefaultsAndShapes() throws PlanException {
        HostsFile hosts = parse("""
                host.1.name=b
                host.1.cpus=1
                host.1.mtu=9000
                host.1.rate=1.5gbit
                host.1.delay=2ms
                host.1.jitter=500us
                host.1.loss=0.5%
                host.0.name=a
                host.0.cpus=0-1
                """);
        assertEquals(2, hosts.hosts().size());
        EmulatedHost a = hosts.hosts().get(0);
        assertEquals("a", a.name());
        assertEquals("0-1", a.cpus());
        assertEquals(1500, a.link().mtu(), "MTU defaults to Ethernet's");
        assertFalse(a.link().capsRate());
        assertFalse(a.link().needsNetem());
        LinkShape b = hosts.host("b").orElseThrow().link();
        assertEquals(9000, b.mtu());
        assertEquals(1_500_000_000L, b.rateBitsPerSecond());
        assertEquals(Duration.ofMillis(2), b.delay());
        assertEquals(Duration.ofNanos(500_000), b.jitter());
        assertEquals(0.5, b.lossPercent());
        assertTrue(hosts.needsNetem());
    }

    @Test
    void rateAndMtuAloneNeedNoNetem() throws PlanException {
        assertFalse(parse("host.0.name=a\nhost.0.cpus=0\nhost.0.rate=100mbit\nhost.0.mtu=1400\n").needsNetem());
    }

    @Test
    void locatesEachBadValueAtItsLineAndKey() {
        String message = errorOf("""
                host.0.name=a
                host.0.cpus=0
                host.0.rate=100mbps
                host.0.mtu=20
                host.0.loss=120%
                host.0.jitter=1ms
                host.0.delay=soon
                """);
        assertTrue(message.contains("two.hosts:3: host.0.rate: '100mbps' is not a rate"), message);
        assertTrue(message.contains("two.hosts:4: host.0.mtu: '20' is not an MTU"), message);
        assertTrue(message.contains("two.hosts:5: host.0.loss: '120%' is not a loss"), message);
        assertTrue(message.contains("two.hosts:6: host.0.jitter: jitter varies a delay"), message);
        assertTrue(message.contains("two.hosts:7: host.0.delay: not a duration"), message);
    }

    @Test
    void refusesCoresThisMachineLacks() {
        String message = errorOf("host.0.name=a\nhost.0.cpus=0,3\n");
        assertTrue(message.contains("two.hosts:2: host.0.cpus: core 3 does not exist: this machine has cores 0-1"), message);
        assertTrue(errorOf("host.0.name=a\nhost.0.cpus=one\n").contains("is not a list of cores"));
        assertTrue(errorOf("host.0.name=a\nhost.0.cpus=1-0\n").contains("'1-0' is an empty range"));
    }

    @Test
    void reportsMissingNamesAndCoresUnknownKeysDuplicatesAndBadNumbers() {
        String message = errorOf("""
                host.0.cpus=0
                host.1.name=a b
                host.1.cpus=0
                host.2.name=x
                host.3.name=x
                host.3.cpus=1
                host.0.colour=red
                host.100.name=far
                host.01.name=zero
                hosts.0.name=y
                host.2.cpus=0
                host.2.cpus=1
                """);
        assertTrue(message.contains("two.hosts:1: host.0.name: missing"), message);
        assertTrue(message.contains("two.hosts:2: host.1.name: 'a b' is not a valid host name"), message);
        assertTrue(message.contains("two.hosts:5: host.3.name: duplicate host name 'x', already used by host.2.name"), message);
        assertTrue(message.contains("two.hosts:7: host.0.colour: unknown key"), message);
        assertTrue(message.contains("two.hosts:8: host.100.name: host numbers go from 0 to 99"), message);
        assertTrue(message.contains("two.hosts:9: host.01.name: host numbers go from 0 to 99"), message);
        assertTrue(message.contains("two.hosts:10: hosts.0.name: unknown key"), message);
        assertTrue(message.contains("two.hosts:11: host.2.cpus: given more than once, on lines [11, 12]"), message);
        assertTrue(message.indexOf(":1:") < message.indexOf(":11:"), "errors in line order: " + message);
    }

    @Test
    void refusesAFileWithoutHosts() {
        assertTrue(errorOf("# nothing\n").contains("two.hosts: the file defines no host"));
    }

    @Test
    void aPlanNamesItsHostsFileInItsFolderAndOnlyUsesItsHosts() throws Exception {
        Files.createDirectories(dir.resolve("plans/hosts"));
        Files.writeString(dir.resolve("plans/hosts/two.hosts"), "host.0.name=a\nhost.0.cpus=0\n");
        Files.writeString(dir.resolve("outside.hosts"), "host.0.name=a\nhost.0.cpus=0\n");
        String blades = "blade.0.id=x\nblade.0.server=a\nblade.0.injector=SyntheticInjector\n"
                + "blade.1.id=y\nblade.1.server=local host\nblade.1.injector=SyntheticInjector\n";

        TestPlan plan = plan("hosts=hosts/two.hosts\n" + blades);
        assertEquals("hosts/two.hosts", plan.hosts());
        HostsFile hosts = PlanHosts.of(plan, 2).orElseThrow();
        assertEquals("a", hosts.hosts().get(0).name());
        assertTrue(PlanHosts.of(plan(blades), 2).isEmpty(), "no hosts key, no emulated hosts");

        String outside = assertThrows(PlanException.class, () -> PlanHosts.of(plan("hosts=../outside.hosts\n" + blades), 2))
                .getMessage();
        assertTrue(outside.contains("p.ctp:1: hosts: ../outside.hosts is outside the plan's folder"), outside);
        String unknown = assertThrows(PlanException.class,
                () -> PlanHosts.of(plan("hosts=hosts/two.hosts\n" + blades.replace("server=a", "server=c")), 2)).getMessage();
        assertTrue(unknown.contains("p.ctp:3: blade.0.server: 'c' is not a host of"), unknown);
        String empty = assertThrows(PlanException.class, () -> plan("hosts=\n" + blades)).getMessage();
        assertTrue(empty.contains("p.ctp:1: hosts: empty"), empty);
    }

    private TestPlan plan(String text) throws Exception {
        Path file = dir.resolve("plans/p.ctp");
        Files.writeString(file, text);
        return TestPlanParser.parse(file);
    }
}

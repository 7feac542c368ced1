package org.mwbench.platform.plan;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A file parameter may only name a regular file inside the plan's folder: the attacks a
 * plan can make on the supervisor's disk, each refused with its location, and the names
 * that stay inside, accepted.
 */
class PlanFilesTest {
    @TempDir
    Path dir;

    private Path planFolder;
    private Path secret;

    @BeforeEach
    void folders() throws Exception {
        planFolder = Files.createDirectories(dir.resolve("plan"));
        Files.createDirectories(planFolder.resolve("scenarios"));
        Files.writeString(planFolder.resolve("scenarios").resolve("ramp.xis"), "<scenario/>");
        secret = Files.createDirectories(dir.resolve("outside")).resolve("secret.xis");
        Files.writeString(secret, "not for the report");
    }

    @Test
    void readsAFileRelativeToThePlanFolder() throws Exception {
        PlanFile file = accepted("scenarios/ramp.xis");
        assertEquals("scenario", file.parameter());
        assertEquals("scenarios/ramp.xis", file.value());
        assertEquals("scenarios/ramp.xis", file.reportName());
        assertArrayEquals("<scenario/>".getBytes(StandardCharsets.UTF_8), file.content());
    }

    @Test
    void acceptsDotsThatStayInside() throws Exception {
        assertEquals("scenarios/ramp.xis", accepted("scenarios/../scenarios/./ramp.xis").reportName());
    }

    @Test
    void acceptsAnAbsolutePathInsideThePlanFolder() throws Exception {
        String absolute = planFolder.resolve("scenarios/ramp.xis").toAbsolutePath().toString();
        PlanFile file = accepted(absolute);
        assertEquals(absolute, file.value(), "the blade asks for the file by the name its argument gives");
        assertEquals("scenarios/ramp.xis", file.reportName());
    }

    @Test
    void refusesDotDotOutOfThePlanFolder() throws Exception {
        PlanError error = refused("../outside/secret.xis");
        assertEquals(dir.resolve("plan/attack.ctp") + ":4", error.location());
        assertEquals("blade.0.argument", error.key());
        assertTrue(error.message().startsWith("scenario=../outside/secret.xis is outside the plan's folder; allowed: "
                + "a regular file of at most 16 MiB in " + planFolder), error.message());
    }

    @Test
    void refusesManyDotDotsTowardsTheRoot() throws Exception {
        assertTrue(refused("../../../../../../../../../../" + secret).message().contains("is outside the plan's folder"));
    }

    @Test
    void refusesAnAbsolutePathOutsideThePlanFolder() throws Exception {
        PlanError error = refused(secret.toAbsolutePath().toString());
        assertTrue(error.message().startsWith("scenario=" + secret.toAbsolutePath() + " is outside the plan's folder"),
                error.message());
    }

    @Test
    void refusesASymbolicLinkInsideThatLeadsOutside() throws Exception {
        Files.createSymbolicLink(planFolder.resolve("link.xis"), secret);
        PlanError error = refused("link.xis");
        assertTrue(error.message().startsWith(
                "scenario=link.xis leads outside the plan's folder through a symbolic link; allowed: "), error.message());
    }

    @Test
    void refusesAFileUnderALinkedFolderThatLeadsOutside() throws Exception {
        Files.createSymbolicLink(planFolder.resolve("elsewhere"), secret.getParent());
        assertTrue(refused("elsewhere/secret.xis").message().contains("leads outside the plan's folder"));
    }

    @Test
    void acceptsASymbolicLinkThatStaysInside() throws Exception {
        Files.createSymbolicLink(planFolder.resolve("current.xis"), planFolder.resolve("scenarios/ramp.xis"));
        PlanFile file = accepted("current.xis");
        assertEquals("current.xis", file.reportName(), "kept under the name the plan uses");
        assertArrayEquals("<scenario/>".getBytes(StandardCharsets.UTF_8), file.content());
    }

    @Test
    void refusesAFileThatDoesNotExist() throws Exception {
        assertTrue(refused("scenarios/absent.xis").message().startsWith("scenario=scenarios/absent.xis does not exist;"));
    }

    @Test
    void refusesAFolder() throws Exception {
        assertTrue(refused("scenarios").message().startsWith("scenario=scenarios is not a regular file;"));
        assertTrue(refused(".").message().contains("is the plan's folder itself"));
    }

    @Test
    void refusesAFileTooBigToSend() throws Exception {
        try (RandomAccessFile big = new RandomAccessFile(planFolder.resolve("big.xis").toFile(), "rw")) {
            big.setLength(PlanFolder.MAX_FILE_BYTES + 1); // sparse: nothing is written
        }
        assertTrue(refused("big.xis").message().startsWith("scenario=big.xis is over 16 MiB"));
    }

    @Test
    void reportsEveryRefusedFileOfABlade() throws Exception {
        List<PlanError> errors = new ArrayList<>();
        List<PlanFile> files = new PlanFiles(plan()).of(blade(),
                Map.of("scenario", "../outside/secret.xis", "data", "absent.csv"), errors);
        assertEquals(List.of(), files);
        assertEquals(2, errors.size(), errors.toString());
    }

    private PlanFile accepted(String value) throws Exception {
        List<PlanError> errors = new ArrayList<>();
        List<PlanFile> files = new PlanFiles(plan()).of(blade(), Map.of("scenario", value), errors);
        assertEquals(List.of(), errors);
        assertEquals(1, files.size());
        return files.get(0);
    }

    private PlanError refused(String value) throws Exception {
        List<PlanError> errors = new ArrayList<>();
        List<PlanFile> files = new PlanFiles(plan()).of(blade(), Map.of("scenario", value), errors);
        assertEquals(List.of(), files, "a refused file is not read");
        assertEquals(1, errors.size(), errors.toString());
        return errors.get(0);
    }

    private TestPlan plan() throws Exception {
        Path file = planFolder.resolve("attack.ctp");
        Files.writeString(file, String.join("\n", "blade.0.id=runner", "blade.0.server=local host",
                "blade.0.injector=ScenarioRunner", "blade.0.argument=scenario=whatever", ""));
        return TestPlanParser.parse(file);
    }

    private BladeDefinition blade() throws Exception {
        return plan().blades().get(0);
    }
}

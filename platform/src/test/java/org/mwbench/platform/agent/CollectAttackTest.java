package org.mwbench.platform.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.platform.blade.TimeBase;
import org.mwbench.platform.plan.BladeDefinition;
import org.mwbench.platform.plan.BladeDeployment;
import org.mwbench.platform.plan.BladeRole;
import org.mwbench.platform.remote.AgentException;
import org.mwbench.platform.remote.StoredFile;
import org.mwbench.platform.security.SharedSecret;

/**
 * links planted in a blade's folder made collect hand out the shared
 * secret. A real agent, real blades and real files: at collect, a link is neither listed nor
 * read, a blade folder swapped for a link is refused, and the blade's own files still come.
 */
@Timeout(value = 1, unit = TimeUnit.MINUTES)
class CollectAttackTest {
    private static final String RUN = "run-1";

    @TempDir
    Path work;
    @TempDir
    Path home;

    private Agent agent;

    @AfterEach
    void shutDown() {
        if (agent != null) {
            agent.shutdown();
        }
    }

    @Test
    void aLinkPlantedInABladeFolderIsNotCollectedAndTheBladesFilesAre() throws Exception {
        Path secret = Files.writeString(home.resolve("secret"), "0123456789abcdef");
        runTwoBladesToTheirEnd();
        Path blade = work.resolve(RUN).resolve("one");
        Files.createSymbolicLink(blade.resolve("STOLEN"), secret);
        Files.createSymbolicLink(blade.resolve("folder"), home);

        List<String> listed = agent.files(RUN, "one").stream().map(StoredFile::name).toList();
        assertTrue(listed.containsAll(List.of("action", "alarm", "lifecycle")), listed.toString());
        assertFalse(listed.contains("STOLEN") || listed.contains("folder"), listed.toString());
        AgentException refused = assertThrows(AgentException.class, () -> agent.read(RUN, "one", "STOLEN", 0, 1024));
        assertTrue(refused.getMessage().contains("refused to read 'STOLEN'"), refused.getMessage());
        assertThrows(AgentException.class, () -> agent.read(RUN, "one", "../one/STOLEN", 0, 1024));
        assertThrows(AgentException.class, () -> agent.read(RUN, "one", "folder/secret", 0, 1024));
        String lifecycle = new String(agent.read(RUN, "one", "lifecycle", 0, 1 << 16), StandardCharsets.UTF_8);
        assertTrue(lifecycle.contains("aborted"), lifecycle);
    }

    @Test
    void aBladeFolderSwappedForALinkIsRefused() throws Exception {
        Files.writeString(home.resolve("secret"), "0123456789abcdef");
        runTwoBladesToTheirEnd();
        Path blade = work.resolve(RUN).resolve("two");
        Files.move(blade, work.resolve("moved-away"));
        Files.createSymbolicLink(blade, home);

        AgentException refused = assertThrows(AgentException.class, () -> agent.files(RUN, "two"));
        assertTrue(refused.getMessage().contains("is not the blade's own folder"), refused.getMessage());
        assertThrows(AgentException.class, () -> agent.read(RUN, "two", "secret", 0, 1024));
        assertEquals("0123456789abcdef", Files.readString(home.resolve("secret")));
    }

    @Test
    void undeployingDeletesTheRunsFilesButNotWhatItsLinksLeadTo() throws Exception {
        Path secret = Files.writeString(home.resolve("secret"), "0123456789abcdef");
        runTwoBladesToTheirEnd();
        Files.createSymbolicLink(work.resolve(RUN).resolve("one").resolve("STOLEN"), secret);
        Files.createSymbolicLink(work.resolve(RUN).resolve("elsewhere"), home);
        agent.undeploy(RUN, true);
        assertFalse(Files.exists(work.resolve(RUN)));
        assertEquals("0123456789abcdef", Files.readString(secret));
    }

    private void runTwoBladesToTheirEnd() throws Exception {
        agent = new Agent("a", SharedSecret.of(new byte[32]), work);
        agent.deploy(RUN, List.of(blade("0", "one"), blade("1", "two")));
        agent.init(RUN, TimeBase.epochNanos(java.time.Instant.now()), Map.of());
        agent.start(RUN, TimeBase.fromEpochNanos(TimeBase.epochNanos(java.time.Instant.now())).nowSinceOrigin());
        agent.abort(RUN, "the test ends it");
    }

    private static BladeDeployment blade(String number, String id) {
        return new BladeDeployment(new BladeDefinition(number, id, "a", BladeRole.INJECTOR, IdleBlade.class.getName(),
                "", "", ""), Map.of());
    }
}

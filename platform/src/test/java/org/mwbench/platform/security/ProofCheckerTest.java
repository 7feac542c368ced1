package org.mwbench.platform.security;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class ProofCheckerTest {

    private static final String AGENT = "agent-7";

    private final SharedSecret secret = SharedSecret.of(bytes(32, 1));
    private ProofChecker checker;
    private ProofMaker maker;
    private String nonce;

    @BeforeEach
    void openSession() {
        checker = new ProofChecker(secret, AGENT);
        nonce = checker.newSession();
        maker = new ProofMaker(secret, AGENT, nonce);
    }

    @Test
    void goodProofsAreAccepted() {
        for (int i = 0; i < 5; i++) {
            CallProof proof = maker.next("start");
            assertDoesNotThrow(() -> checker.check(proof, "start"));
        }
    }

    @Test
    void proofFromAnotherSecretIsRejectedWithTheAgentsFingerprint() {
        String nonce = checker.newSession();
        ProofMaker impostor = new ProofMaker(SharedSecret.of(bytes(32, 2)), AGENT, nonce);

        SecurityException e = assertThrows(SecurityException.class, () -> checker.check(impostor.next("stop"), "stop"));

        assertTrue(e.getMessage().contains("bad proof"), e.getMessage());
        assertTrue(e.getMessage().contains("does not hold the shared secret of"), e.getMessage());
        assertTrue(e.getMessage().contains(secret.fingerprint()), e.getMessage());
    }

    @Test
    void replayedProofIsRejected() {
        CallProof proof = maker.next("start");
        checker.check(proof, "start");

        SecurityException e = assertThrows(SecurityException.class, () -> checker.check(proof, "start"));
        assertTrue(e.getMessage().contains("replayed call counter 1"), e.getMessage());
    }

    @Test
    void outOfOrderCountersWithinTheWindowAreAcceptedOnce() {
        List<CallProof> proofs = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            proofs.add(maker.next("poll"));
        }
        Collections.reverse(proofs);
        for (CallProof proof : proofs) {
            checker.check(proof, "poll");
        }
        for (CallProof proof : proofs) {
            assertThrows(SecurityException.class, () -> checker.check(proof, "poll"));
        }
    }

    @Test
    void counterOlderThanTheWindowIsRejected() {
        List<CallProof> proofs = new ArrayList<>();
        for (int i = 0; i < 1100; i++) {
            proofs.add(maker.next("poll")); // proofs.get(i) has counter i + 1
        }
        checker.check(proofs.get(1099), "poll"); // highest seen: 1100

        SecurityException tooOld = assertThrows(SecurityException.class, () -> checker.check(proofs.get(75), "poll"));
        assertTrue(tooOld.getMessage().contains("replayed call counter 76"), tooOld.getMessage());
        assertTrue(tooOld.getMessage().contains("window"), tooOld.getMessage());
        assertDoesNotThrow(() -> checker.check(proofs.get(76), "poll"), "1100 - 77 = 1023: the oldest counter still inside");
    }

    @Test
    void proofForAnotherOperationIsRejected() {
        CallProof proof = maker.next("status");

        SecurityException e = assertThrows(SecurityException.class, () -> checker.check(proof, "stop"));
        assertTrue(e.getMessage().contains("bad proof"), e.getMessage());
    }

    @Test
    void proofForAnotherAgentIsRejected() {
        ProofChecker otherAgent = new ProofChecker(secret, "agent-8");
        String nonce = otherAgent.newSession();
        CallProof proof = new ProofMaker(secret, AGENT, nonce).next("stop");

        assertThrows(SecurityException.class, () -> otherAgent.check(proof, "stop"));
    }

    @Test
    void aNewSessionLeavesAnActiveOneAloneAndCountsOnItsOwn() {
        checker.check(maker.next("start"), "start");
        String newNonce = checker.newSession();
        assertNotEquals(nonce, newNonce);
        ProofMaker fresh = new ProofMaker(secret, AGENT, newNonce);
        assertDoesNotThrow(() -> checker.check(fresh.next("start"), "start"), "counter 1 again, in its own session");
        assertDoesNotThrow(() -> checker.check(maker.next("stop"), "stop"), "the first session goes on");
    }

    @Test
    void aFloodOfOpenedSessionsCannotCutOffOneInUse() {
        checker.check(maker.next("start"), "start");
        for (int i = 0; i < 10 * ProofChecker.PENDING_SESSIONS; i++) {
            checker.newSession(); // anyone who reaches the port can do this
        }
        assertDoesNotThrow(() -> checker.check(maker.next("status"), "status"));
    }

    @Test
    void unusedSessionsExpireOldestFirst() {
        ProofChecker fresh = new ProofChecker(secret, AGENT);
        String first = fresh.newSession();
        for (int i = 0; i < ProofChecker.PENDING_SESSIONS; i++) {
            fresh.newSession();
        }
        SecurityException e = assertThrows(SecurityException.class,
                () -> fresh.check(new ProofMaker(secret, AGENT, first).next("start"), "start"));
        assertTrue(e.getMessage().contains("unknown or expired session"), e.getMessage());
    }

    @Test
    void onlyTheMostRecentlyUsedSessionsAreKept() {
        ProofChecker fresh = new ProofChecker(secret, AGENT);
        List<ProofMaker> makers = new ArrayList<>();
        for (int i = 0; i <= ProofChecker.PROVEN_SESSIONS; i++) {
            ProofMaker session = new ProofMaker(secret, AGENT, fresh.newSession());
            fresh.check(session.next("start"), "start");
            makers.add(session);
        }
        assertThrows(SecurityException.class, () -> fresh.check(makers.get(0).next("status"), "status"),
                "the least recently used proven session was dropped");
        assertDoesNotThrow(() -> fresh.check(makers.get(ProofChecker.PROVEN_SESSIONS).next("status"), "status"));
    }

    @Test
    void sessionNoncesAreFreshRandomHex() {
        String a = checker.newSession();
        String b = checker.newSession();

        assertTrue(a.matches("[0-9a-f]{32}"), a);
        assertNotEquals(a, b);
    }

    @Test
    void callsBeforeAnySessionOrWithoutProofAreRejected() {
        ProofChecker fresh = new ProofChecker(secret, AGENT);

        SecurityException noSession = assertThrows(SecurityException.class, () -> fresh.check(maker.next("start"), "start"));
        assertTrue(noSession.getMessage().contains("unknown or expired session"), noSession.getMessage());
        SecurityException nullProof = assertThrows(SecurityException.class, () -> checker.check(null, "start"));
        assertTrue(nullProof.getMessage().contains("null proof"), nullProof.getMessage());
    }

    @Test
    void forgedProofsCannotMoveTheWindow() {
        CallProof forged = new CallProof(nonce, 1_000_000, new byte[32]);
        assertThrows(SecurityException.class, () -> checker.check(forged, "start"));

        assertDoesNotThrow(() -> checker.check(maker.next("start"), "start"), "counter 1 still inside the window");
    }

    @Test
    void concurrentReorderedCallsAreAllAcceptedExactlyOnce() throws Exception {
        // Fewer proofs than the window, so every ordering the threads produce must be accepted.
        List<CallProof> proofs = new ArrayList<>();
        for (int i = 0; i < ProofChecker.WINDOW - 24; i++) {
            proofs.add(maker.next("poll"));
        }
        Collections.shuffle(proofs, new Random(42));
        List<CallProof> twice = new ArrayList<>(proofs);
        twice.addAll(proofs);
        ConcurrentLinkedQueue<CallProof> queue = new ConcurrentLinkedQueue<>(twice);
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<int[]>> results = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                results.add(pool.submit(() -> {
                    int[] acceptedRejected = new int[2];
                    for (CallProof p; (p = queue.poll()) != null; ) {
                        try {
                            checker.check(p, "poll");
                            acceptedRejected[0]++;
                        } catch (SecurityException replay) {
                            acceptedRejected[1]++;
                        }
                    }
                    return acceptedRejected;
                }));
            }
            int accepted = 0;
            int rejected = 0;
            for (Future<int[]> f : results) {
                accepted += f.get()[0];
                rejected += f.get()[1];
            }
            assertEquals(proofs.size(), accepted, "each counter accepted once");
            assertEquals(proofs.size(), rejected, "each counter's second arrival refused");
        } finally {
            pool.shutdownNow();
        }
    }

    private static byte[] bytes(int n, int seed) {
        byte[] b = new byte[n];
        new Random(seed).nextBytes(b);
        return b;
    }
}

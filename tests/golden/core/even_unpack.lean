-- paracert golden file: the Lean generated for pair even_unpack (definitional_unpack)
-- A: ∀ n : Nat, Even n → Even (n + n)
-- B: ∀ n : Nat, (∃ r, n = r + r) → ∃ r, n + n = r + r

-- ## statement checks
-- item A:parse (term)
∀ n : Nat, Even n → Even (n + n)

-- item A:elab (commands)
example : Prop := (∀ n : Nat, Even n → Even (n + n))

-- item B:parse (term)
∀ n : Nat, (∃ r, n = r + r) → ∃ r, n + n = r + r

-- item B:elab (commands)
example : Prop := (∀ n : Nat, (∃ r, n = r + r) → ∃ r, n + n = r + r)

-- ## candidates (certificate, refutations, portfolios)
-- candidate 0: role cert kind iff tactic portfolio[paracert_iff_rfl,paracert_structural,paracert_logic,paracert_rules,paracert_unpack,paracert_notation]
theorem pc_9070f7f7e05131ba : (∀ n : Nat, Even n → Even (n + n)) ↔ (∀ n : Nat, (∃ r, n = r + r) → ∃ r, n + n = r + r) :=
  by first
  | trace "pcpick:0"; (paracert_iff_rfl)
  | trace "pcpick:1"; (paracert_structural)
  | trace "pcpick:2"; (paracert_gate; set_option simprocs false in simp? only [Paracert.Rules.not_imp_not, Paracert.Rules.not_forall, Paracert.Rules.not_exists, Paracert.Rules.not_and_or, Paracert.Rules.not_or, Paracert.Rules.and_imp]; done)
  | trace "pcpick:3"; (paracert_gate; set_option simprocs false in simp? only [Paracert.Rules.ge_iff_le, Paracert.Rules.gt_iff_lt, Paracert.Rules.ne_iff_not_eq, Paracert.Rules.nat_not_lt, Paracert.Rules.nat_not_le, Paracert.Rules.int_not_lt, Paracert.Rules.int_not_le, Paracert.Rules.and_imp, Paracert.Rules.not_not, Paracert.Rules.not_imp_not, Paracert.Rules.not_forall, Paracert.Rules.not_exists, Paracert.Rules.not_and_or, Paracert.Rules.not_or, Paracert.Rules.eq_comm, Paracert.Rules.and_comm, Paracert.Rules.or_comm, Paracert.Rules.and_assoc, Paracert.Rules.iff_comm]; done)
  | trace "pcpick:4"; (paracert_gate; set_option simprocs false in simp? only [Paracert.Rules.ge_iff_le, Paracert.Rules.gt_iff_lt, Paracert.Rules.ne_iff_not_eq, Paracert.Rules.nat_not_lt, Paracert.Rules.nat_not_le, Paracert.Rules.int_not_lt, Paracert.Rules.int_not_le, Paracert.Rules.and_imp, Paracert.Rules.not_not, Paracert.Rules.eq_comm, Paracert.Rules.and_comm, Paracert.Rules.or_comm, Paracert.Rules.nat_dvd_def, Paracert.Rules.int_dvd_def, Paracert.Rules.prime_def, Paracert.Rules.even_def, Paracert.Rules.odd_def]; done)
  | trace "pcpick:5"; (paracert_gate; set_option simprocs false in simp? only [Paracert.Rules.nat_even_iff_mod, Paracert.Rules.nat_odd_iff_mod, Paracert.Rules.ge_iff_le, Paracert.Rules.gt_iff_lt, Paracert.Rules.eq_comm]; done)

-- option of 0: role cert tactic paracert_iff_rfl
theorem pc_9070f7f7e05131ba : (∀ n : Nat, Even n → Even (n + n)) ↔ (∀ n : Nat, (∃ r, n = r + r) → ∃ r, n + n = r + r) :=
  by paracert_iff_rfl

-- option of 0: role cert tactic paracert_structural
theorem pc_9070f7f7e05131ba : (∀ n : Nat, Even n → Even (n + n)) ↔ (∀ n : Nat, (∃ r, n = r + r) → ∃ r, n + n = r + r) :=
  by paracert_structural

-- option of 0: role cert tactic paracert_logic
theorem pc_9070f7f7e05131ba : (∀ n : Nat, Even n → Even (n + n)) ↔ (∀ n : Nat, (∃ r, n = r + r) → ∃ r, n + n = r + r) :=
  by paracert_logic

-- option of 0: role cert tactic paracert_rules
theorem pc_9070f7f7e05131ba : (∀ n : Nat, Even n → Even (n + n)) ↔ (∀ n : Nat, (∃ r, n = r + r) → ∃ r, n + n = r + r) :=
  by paracert_rules

-- option of 0: role cert tactic paracert_unpack
theorem pc_9070f7f7e05131ba : (∀ n : Nat, Even n → Even (n + n)) ↔ (∀ n : Nat, (∃ r, n = r + r) → ∃ r, n + n = r + r) :=
  by paracert_unpack

-- option of 0: role cert tactic paracert_notation
theorem pc_9070f7f7e05131ba : (∀ n : Nat, Even n → Even (n + n)) ↔ (∀ n : Nat, (∃ r, n = r + r) → ∃ r, n + n = r + r) :=
  by paracert_notation

-- candidate 1: role refute kind not_b tactic portfolio[intro h; simp at h]
theorem pc_9070f7f7e05131ba : ¬ (∀ n : Nat, (∃ r, n = r + r) → ∃ r, n + n = r + r) :=
  by first
  | trace "pcpick:0"; (intro h; simp at h)

-- option of 1: role refute tactic intro h; simp at h
theorem pc_9070f7f7e05131ba : ¬ (∀ n : Nat, (∃ r, n = r + r) → ∃ r, n + n = r + r) :=
  by intro h; simp at h

-- candidate 2: role refute_a kind - tactic intro h; simp at h
theorem pc_9070f7f7e05131ba : ¬ (∀ n : Nat, Even n → Even (n + n)) := by intro h; simp at h

-- candidate 3: role auto_iff kind iff tactic paracert_auto
theorem pc_9070f7f7e05131ba : (∀ n : Nat, Even n → Even (n + n)) ↔ (∀ n : Nat, (∃ r, n = r + r) → ∃ r, n + n = r + r) :=
  by (first | omega | (intros; omega) | (constructor <;> intro h <;> intros <;> omega) | grind | (intros; grind) | simp_all | (intros; simp_all))

-- candidate 4: role auto_a kind - tactic paracert_auto
theorem pc_9070f7f7e05131ba : ∀ n : Nat, Even n → Even (n + n) := by (first | omega | (intros; omega) | (constructor <;> intro h <;> intros <;> omega) | grind | (intros; grind) | simp_all | (intros; simp_all))

-- candidate 5: role auto_b kind - tactic paracert_auto
theorem pc_9070f7f7e05131ba : ∀ n : Nat, (∃ r, n = r + r) → ∃ r, n + n = r + r := by (first | omega | (intros; omega) | (constructor <;> intro h <;> intros <;> omega) | grind | (intros; grind) | simp_all | (intros; simp_all))

-- ## the session request line of candidate 0
-- {"cmd":"theorem pc_9070f7f7e05131ba : (∀ n : Nat, Even n → Even (n + n)) ↔ (∀ n : Nat, (∃ r, n = r + r) → ∃ r, n + n = r + r) :=\n  by first\n  | trace \"pcpick:0\"; (paracert_iff_rfl)\n  | trace \"pcpick:1\"; (paracert_structural)\n  | trace \"pcpick:2\"; (paracert_gate; set_option simprocs false in simp? only [Paracert.Rules.not_imp_not, Paracert.Rules.not_forall, Paracert.Rules.not_exists, Paracert.Rules.not_and_or, Paracert.Rules.not_or, Paracert.Rules.and_imp]; done)\n  | trace \"pcpick:3\"; (paracert_gate; set_option simprocs false in simp? only [Paracert.Rules.ge_iff_le, Paracert.Rules.gt_iff_lt, Paracert.Rules.ne_iff_not_eq, Paracert.Rules.nat_not_lt, Paracert.Rules.nat_not_le, Paracert.Rules.int_not_lt, Paracert.Rules.int_not_le, Paracert.Rules.and_imp, Paracert.Rules.not_not, Paracert.Rules.not_imp_not, Paracert.Rules.not_forall, Paracert.Rules.not_exists, Paracert.Rules.not_and_or, Paracert.Rules.not_or, Paracert.Rules.eq_comm, Paracert.Rules.and_comm, Paracert.Rules.or_comm, Paracert.Rules.and_assoc, Paracert.Rules.iff_comm]; done)\n  | trace \"pcpick:4\"; (paracert_gate; set_option simprocs false in simp? only [Paracert.Rules.ge_iff_le, Paracert.Rules.gt_iff_lt, Paracert.Rules.ne_iff_not_eq, Paracert.Rules.nat_not_lt, Paracert.Rules.nat_not_le, Paracert.Rules.int_not_lt, Paracert.Rules.int_not_le, Paracert.Rules.and_imp, Paracert.Rules.not_not, Paracert.Rules.eq_comm, Paracert.Rules.and_comm, Paracert.Rules.or_comm, Paracert.Rules.nat_dvd_def, Paracert.Rules.int_dvd_def, Paracert.Rules.prime_def, Paracert.Rules.even_def, Paracert.Rules.odd_def]; done)\n  | trace \"pcpick:5\"; (paracert_gate; set_option simprocs false in simp? only [Paracert.Rules.nat_even_iff_mod, Paracert.Rules.nat_odd_iff_mod, Paracert.Rules.ge_iff_le, Paracert.Rules.gt_iff_lt, Paracert.Rules.eq_comm]; done)","env":0,"maxHeartbeats":200000,"axioms":["golden"]}

-- paracert golden file: the Lean generated for pair dvd_add_overreach (connective_variation)
-- A: ∀ a m n : Nat, a ∣ m → a ∣ n → a ∣ m + n
-- B: ∀ a m n : Nat, a ∣ m + n ↔ a ∣ m ∧ a ∣ n

-- ## statement checks
-- item A:parse (term)
∀ a m n : Nat, a ∣ m → a ∣ n → a ∣ m + n

-- item A:elab (commands)
example : Prop := (∀ a m n : Nat, a ∣ m → a ∣ n → a ∣ m + n)

-- item B:parse (term)
∀ a m n : Nat, a ∣ m + n ↔ a ∣ m ∧ a ∣ n

-- item B:elab (commands)
example : Prop := (∀ a m n : Nat, a ∣ m + n ↔ a ∣ m ∧ a ∣ n)

-- ## candidates (certificate, refutations, portfolios)
-- candidate 0: role cert kind iff tactic portfolio[paracert_iff_rfl,paracert_structural,paracert_logic,paracert_rules,paracert_unpack,paracert_notation,paracert_laws]
theorem pc_485f07aee5526e26 : (∀ a m n : Nat, a ∣ m → a ∣ n → a ∣ m + n) ↔ (∀ a m n : Nat, a ∣ m + n ↔ a ∣ m ∧ a ∣ n) :=
  by first
  | trace "pcpick:0"; (paracert_iff_rfl)
  | trace "pcpick:1"; (paracert_structural)
  | trace "pcpick:2"; (paracert_gate; set_option simprocs false in simp? only [Paracert.Rules.not_imp_not, Paracert.Rules.not_forall, Paracert.Rules.not_exists, Paracert.Rules.not_and_or, Paracert.Rules.not_or, Paracert.Rules.and_imp]; done)
  | trace "pcpick:3"; (paracert_gate; set_option simprocs false in simp? only [Paracert.Rules.ge_iff_le, Paracert.Rules.gt_iff_lt, Paracert.Rules.ne_iff_not_eq, Paracert.Rules.nat_not_lt, Paracert.Rules.nat_not_le, Paracert.Rules.int_not_lt, Paracert.Rules.int_not_le, Paracert.Rules.and_imp, Paracert.Rules.not_not, Paracert.Rules.not_imp_not, Paracert.Rules.not_forall, Paracert.Rules.not_exists, Paracert.Rules.not_and_or, Paracert.Rules.not_or, Paracert.Rules.eq_comm, Paracert.Rules.and_comm, Paracert.Rules.or_comm, Paracert.Rules.and_assoc, Paracert.Rules.iff_comm]; done)
  | trace "pcpick:4"; (paracert_gate; set_option simprocs false in simp? only [Paracert.Rules.ge_iff_le, Paracert.Rules.gt_iff_lt, Paracert.Rules.ne_iff_not_eq, Paracert.Rules.nat_not_lt, Paracert.Rules.nat_not_le, Paracert.Rules.int_not_lt, Paracert.Rules.int_not_le, Paracert.Rules.and_imp, Paracert.Rules.not_not, Paracert.Rules.eq_comm, Paracert.Rules.and_comm, Paracert.Rules.or_comm, Paracert.Rules.nat_dvd_def, Paracert.Rules.int_dvd_def, Paracert.Rules.prime_def, Paracert.Rules.even_def, Paracert.Rules.odd_def]; done)
  | trace "pcpick:5"; (paracert_gate; set_option simprocs false in simp? only [Paracert.Rules.nat_even_iff_mod, Paracert.Rules.nat_odd_iff_mod, Paracert.Rules.ge_iff_le, Paracert.Rules.gt_iff_lt, Paracert.Rules.eq_comm]; done)
  | trace "pcpick:6"; (paracert_gate; (fail_if_success (constructor <;> intro h; focus (set_option linter.unusedSimpArgs false in set_option simprocs false in simp only [Paracert.Rules.mul_assoc, Paracert.Rules.mul_comm, Paracert.Rules.mul_left_comm, Paracert.Rules.add_assoc, Paracert.Rules.add_comm, Paracert.Rules.add_left_comm, Paracert.Rules.one_mul, Paracert.Rules.mul_one, Paracert.Rules.zero_add, Paracert.Rules.add_zero, Paracert.Rules.zero_mul, Paracert.Rules.mul_zero, Paracert.Rules.mul_add, Paracert.Rules.add_mul, Nat.mul_assoc, Nat.mul_comm, Nat.mul_left_comm, Nat.add_assoc, Nat.add_comm, Nat.add_left_comm, Nat.one_mul, Nat.mul_one, Nat.zero_add, Nat.add_zero, Nat.zero_mul, Nat.mul_zero, Nat.mul_add, Nat.add_mul, Int.mul_assoc, Int.mul_comm, Int.mul_left_comm, Int.add_assoc, Int.add_comm, Int.add_left_comm, Int.one_mul, Int.mul_one, Int.zero_add, Int.add_zero, Int.zero_mul, Int.mul_zero, Int.mul_add, Int.add_mul, Paracert.Rules.ge_iff_le, Paracert.Rules.gt_iff_lt, Paracert.Rules.eq_comm, implies_true, not_true_eq_false, not_false_eq_true, forall_const, ne_eq, true_implies, false_implies, and_true, true_and, and_false, false_and, or_true, true_or, or_false, false_or, eq_self_iff_true, iff_self]; done))); (fail_if_success (constructor <;> intro h; rotate_left; focus (set_option linter.unusedSimpArgs false in set_option simprocs false in simp only [Paracert.Rules.mul_assoc, Paracert.Rules.mul_comm, Paracert.Rules.mul_left_comm, Paracert.Rules.add_assoc, Paracert.Rules.add_comm, Paracert.Rules.add_left_comm, Paracert.Rules.one_mul, Paracert.Rules.mul_one, Paracert.Rules.zero_add, Paracert.Rules.add_zero, Paracert.Rules.zero_mul, Paracert.Rules.mul_zero, Paracert.Rules.mul_add, Paracert.Rules.add_mul, Nat.mul_assoc, Nat.mul_comm, Nat.mul_left_comm, Nat.add_assoc, Nat.add_comm, Nat.add_left_comm, Nat.one_mul, Nat.mul_one, Nat.zero_add, Nat.add_zero, Nat.zero_mul, Nat.mul_zero, Nat.mul_add, Nat.add_mul, Int.mul_assoc, Int.mul_comm, Int.mul_left_comm, Int.add_assoc, Int.add_comm, Int.add_left_comm, Int.one_mul, Int.mul_one, Int.zero_add, Int.add_zero, Int.zero_mul, Int.mul_zero, Int.mul_add, Int.add_mul, Paracert.Rules.ge_iff_le, Paracert.Rules.gt_iff_lt, Paracert.Rules.eq_comm, implies_true, not_true_eq_false, not_false_eq_true, forall_const, ne_eq, true_implies, false_implies, and_true, true_and, and_false, false_and, or_true, true_or, or_false, false_or, eq_self_iff_true, iff_self]; done))); (fail_if_success (constructor <;> intro h; focus (set_option linter.unusedSimpArgs false in set_option simprocs false in simp only [Paracert.Rules.mul_assoc, Paracert.Rules.mul_comm, Paracert.Rules.mul_left_comm, Paracert.Rules.add_assoc, Paracert.Rules.add_comm, Paracert.Rules.add_left_comm, Paracert.Rules.one_mul, Paracert.Rules.mul_one, Paracert.Rules.zero_add, Paracert.Rules.add_zero, Paracert.Rules.zero_mul, Paracert.Rules.mul_zero, Paracert.Rules.mul_add, Paracert.Rules.add_mul, Nat.mul_assoc, Nat.mul_comm, Nat.mul_left_comm, Nat.add_assoc, Nat.add_comm, Nat.add_left_comm, Nat.one_mul, Nat.mul_one, Nat.zero_add, Nat.add_zero, Nat.zero_mul, Nat.mul_zero, Nat.mul_add, Nat.add_mul, Int.mul_assoc, Int.mul_comm, Int.mul_left_comm, Int.add_assoc, Int.add_comm, Int.add_left_comm, Int.one_mul, Int.mul_one, Int.zero_add, Int.add_zero, Int.zero_mul, Int.mul_zero, Int.mul_add, Int.add_mul, Paracert.Rules.ge_iff_le, Paracert.Rules.gt_iff_lt, Paracert.Rules.eq_comm, implies_true, not_true_eq_false, not_false_eq_true, forall_const, ne_eq, true_implies, false_implies, and_true, true_and, and_false, false_and, or_true, true_or, or_false, false_or, eq_self_iff_true, iff_self] at h; done))); (fail_if_success (constructor <;> intro h; rotate_left; focus (set_option linter.unusedSimpArgs false in set_option simprocs false in simp only [Paracert.Rules.mul_assoc, Paracert.Rules.mul_comm, Paracert.Rules.mul_left_comm, Paracert.Rules.add_assoc, Paracert.Rules.add_comm, Paracert.Rules.add_left_comm, Paracert.Rules.one_mul, Paracert.Rules.mul_one, Paracert.Rules.zero_add, Paracert.Rules.add_zero, Paracert.Rules.zero_mul, Paracert.Rules.mul_zero, Paracert.Rules.mul_add, Paracert.Rules.add_mul, Nat.mul_assoc, Nat.mul_comm, Nat.mul_left_comm, Nat.add_assoc, Nat.add_comm, Nat.add_left_comm, Nat.one_mul, Nat.mul_one, Nat.zero_add, Nat.add_zero, Nat.zero_mul, Nat.mul_zero, Nat.mul_add, Nat.add_mul, Int.mul_assoc, Int.mul_comm, Int.mul_left_comm, Int.add_assoc, Int.add_comm, Int.add_left_comm, Int.one_mul, Int.mul_one, Int.zero_add, Int.add_zero, Int.zero_mul, Int.mul_zero, Int.mul_add, Int.add_mul, Paracert.Rules.ge_iff_le, Paracert.Rules.gt_iff_lt, Paracert.Rules.eq_comm, implies_true, not_true_eq_false, not_false_eq_true, forall_const, ne_eq, true_implies, false_implies, and_true, true_and, and_false, false_and, or_true, true_or, or_false, false_or, eq_self_iff_true, iff_self] at h; done))); set_option simprocs false in simp? only [Paracert.Rules.mul_assoc, Paracert.Rules.mul_comm, Paracert.Rules.mul_left_comm, Paracert.Rules.add_assoc, Paracert.Rules.add_comm, Paracert.Rules.add_left_comm, Paracert.Rules.one_mul, Paracert.Rules.mul_one, Paracert.Rules.zero_add, Paracert.Rules.add_zero, Paracert.Rules.zero_mul, Paracert.Rules.mul_zero, Paracert.Rules.mul_add, Paracert.Rules.add_mul, Nat.mul_assoc, Nat.mul_comm, Nat.mul_left_comm, Nat.add_assoc, Nat.add_comm, Nat.add_left_comm, Nat.one_mul, Nat.mul_one, Nat.zero_add, Nat.add_zero, Nat.zero_mul, Nat.mul_zero, Nat.mul_add, Nat.add_mul, Int.mul_assoc, Int.mul_comm, Int.mul_left_comm, Int.add_assoc, Int.add_comm, Int.add_left_comm, Int.one_mul, Int.mul_one, Int.zero_add, Int.add_zero, Int.zero_mul, Int.mul_zero, Int.mul_add, Int.add_mul, Paracert.Rules.ge_iff_le, Paracert.Rules.gt_iff_lt, Paracert.Rules.eq_comm]; done)

-- option of 0: role cert tactic paracert_iff_rfl
theorem pc_485f07aee5526e26 : (∀ a m n : Nat, a ∣ m → a ∣ n → a ∣ m + n) ↔ (∀ a m n : Nat, a ∣ m + n ↔ a ∣ m ∧ a ∣ n) :=
  by paracert_iff_rfl

-- option of 0: role cert tactic paracert_structural
theorem pc_485f07aee5526e26 : (∀ a m n : Nat, a ∣ m → a ∣ n → a ∣ m + n) ↔ (∀ a m n : Nat, a ∣ m + n ↔ a ∣ m ∧ a ∣ n) :=
  by paracert_structural

-- option of 0: role cert tactic paracert_logic
theorem pc_485f07aee5526e26 : (∀ a m n : Nat, a ∣ m → a ∣ n → a ∣ m + n) ↔ (∀ a m n : Nat, a ∣ m + n ↔ a ∣ m ∧ a ∣ n) :=
  by paracert_logic

-- option of 0: role cert tactic paracert_rules
theorem pc_485f07aee5526e26 : (∀ a m n : Nat, a ∣ m → a ∣ n → a ∣ m + n) ↔ (∀ a m n : Nat, a ∣ m + n ↔ a ∣ m ∧ a ∣ n) :=
  by paracert_rules

-- option of 0: role cert tactic paracert_unpack
theorem pc_485f07aee5526e26 : (∀ a m n : Nat, a ∣ m → a ∣ n → a ∣ m + n) ↔ (∀ a m n : Nat, a ∣ m + n ↔ a ∣ m ∧ a ∣ n) :=
  by paracert_unpack

-- option of 0: role cert tactic paracert_notation
theorem pc_485f07aee5526e26 : (∀ a m n : Nat, a ∣ m → a ∣ n → a ∣ m + n) ↔ (∀ a m n : Nat, a ∣ m + n ↔ a ∣ m ∧ a ∣ n) :=
  by paracert_notation

-- option of 0: role cert tactic paracert_laws
theorem pc_485f07aee5526e26 : (∀ a m n : Nat, a ∣ m → a ∣ n → a ∣ m + n) ↔ (∀ a m n : Nat, a ∣ m + n ↔ a ∣ m ∧ a ∣ n) :=
  by paracert_laws

-- candidate 1: role refute kind not_b tactic portfolio[intro h; exact absurd (h 2 1 1) (by decide),intro h; have h' := h 2 1 1; omega,intro h; have h' := h 2 1 1; simp at h',intro h; have h' := h 2 1 1; simp +decide at h',intro h; simp at h]
theorem pc_485f07aee5526e26 : ¬ (∀ a m n : Nat, a ∣ m + n ↔ a ∣ m ∧ a ∣ n) :=
  by first
  | trace "pcpick:0"; (intro h; exact absurd (h 2 1 1) (by decide))
  | trace "pcpick:1"; (intro h; have h' := h 2 1 1; omega)
  | trace "pcpick:2"; (intro h; have h' := h 2 1 1; simp at h')
  | trace "pcpick:3"; (intro h; have h' := h 2 1 1; simp +decide at h')
  | trace "pcpick:4"; (intro h; simp at h)

-- option of 1: role refute tactic intro h; exact absurd (h 2 1 1) (by decide)
theorem pc_485f07aee5526e26 : ¬ (∀ a m n : Nat, a ∣ m + n ↔ a ∣ m ∧ a ∣ n) :=
  by intro h; exact absurd (h 2 1 1) (by decide)

-- option of 1: role refute tactic intro h; have h' := h 2 1 1; omega
theorem pc_485f07aee5526e26 : ¬ (∀ a m n : Nat, a ∣ m + n ↔ a ∣ m ∧ a ∣ n) :=
  by intro h; have h' := h 2 1 1; omega

-- option of 1: role refute tactic intro h; have h' := h 2 1 1; simp at h'
theorem pc_485f07aee5526e26 : ¬ (∀ a m n : Nat, a ∣ m + n ↔ a ∣ m ∧ a ∣ n) :=
  by intro h; have h' := h 2 1 1; simp at h'

-- option of 1: role refute tactic intro h; have h' := h 2 1 1; simp +decide at h'
theorem pc_485f07aee5526e26 : ¬ (∀ a m n : Nat, a ∣ m + n ↔ a ∣ m ∧ a ∣ n) :=
  by intro h; have h' := h 2 1 1; simp +decide at h'

-- option of 1: role refute tactic intro h; simp at h
theorem pc_485f07aee5526e26 : ¬ (∀ a m n : Nat, a ∣ m + n ↔ a ∣ m ∧ a ∣ n) :=
  by intro h; simp at h

-- candidate 2: role refute kind not_iff tactic by intro hiff; have ha : ∀ a m n : Nat, a ∣ m → a ∣ n → a ∣ m + n := (by (first | omega | (intros; omega) | (constructor <;> intro h <;> intros <;> omega) | grind | (intros; grind) | simp_all | (intros; simp_all))); exact (by intro h; exact absurd (h 2 1 1) (by decide) : ¬ (∀ a m n : Nat, a ∣ m + n ↔ a ∣ m ∧ a ∣ n)) (hiff.mp ha)
theorem pc_485f07aee5526e26 : ¬ ((∀ a m n : Nat, a ∣ m → a ∣ n → a ∣ m + n) ↔ (∀ a m n : Nat, a ∣ m + n ↔ a ∣ m ∧ a ∣ n)) :=
  by intro hiff; have ha : ∀ a m n : Nat, a ∣ m → a ∣ n → a ∣ m + n := (by (first | omega | (intros; omega) | (constructor <;> intro h <;> intros <;> omega) | grind | (intros; grind) | simp_all | (intros; simp_all))); exact (by intro h; exact absurd (h 2 1 1) (by decide) : ¬ (∀ a m n : Nat, a ∣ m + n ↔ a ∣ m ∧ a ∣ n)) (hiff.mp ha)

-- candidate 3: role refute kind not_iff tactic by intro hiff; have ha : ∀ a m n : Nat, a ∣ m → a ∣ n → a ∣ m + n := (by (first | omega | (intros; omega) | (constructor <;> intro h <;> intros <;> omega) | grind | (intros; grind) | simp_all | (intros; simp_all))); exact (by intro h; have h' := h 2 1 1; omega : ¬ (∀ a m n : Nat, a ∣ m + n ↔ a ∣ m ∧ a ∣ n)) (hiff.mp ha)
theorem pc_485f07aee5526e26 : ¬ ((∀ a m n : Nat, a ∣ m → a ∣ n → a ∣ m + n) ↔ (∀ a m n : Nat, a ∣ m + n ↔ a ∣ m ∧ a ∣ n)) :=
  by intro hiff; have ha : ∀ a m n : Nat, a ∣ m → a ∣ n → a ∣ m + n := (by (first | omega | (intros; omega) | (constructor <;> intro h <;> intros <;> omega) | grind | (intros; grind) | simp_all | (intros; simp_all))); exact (by intro h; have h' := h 2 1 1; omega : ¬ (∀ a m n : Nat, a ∣ m + n ↔ a ∣ m ∧ a ∣ n)) (hiff.mp ha)

-- candidate 4: role refute_a kind - tactic intro h; simp at h
theorem pc_485f07aee5526e26 : ¬ (∀ a m n : Nat, a ∣ m → a ∣ n → a ∣ m + n) := by intro h; simp at h

-- candidate 5: role auto_iff kind iff tactic paracert_auto
theorem pc_485f07aee5526e26 : (∀ a m n : Nat, a ∣ m → a ∣ n → a ∣ m + n) ↔ (∀ a m n : Nat, a ∣ m + n ↔ a ∣ m ∧ a ∣ n) :=
  by (first | omega | (intros; omega) | (constructor <;> intro h <;> intros <;> omega) | grind | (intros; grind) | simp_all | (intros; simp_all))

-- candidate 6: role auto_a kind - tactic paracert_auto
theorem pc_485f07aee5526e26 : ∀ a m n : Nat, a ∣ m → a ∣ n → a ∣ m + n := by (first | omega | (intros; omega) | (constructor <;> intro h <;> intros <;> omega) | grind | (intros; grind) | simp_all | (intros; simp_all))

-- candidate 7: role auto_b kind - tactic paracert_auto
theorem pc_485f07aee5526e26 : ∀ a m n : Nat, a ∣ m + n ↔ a ∣ m ∧ a ∣ n := by (first | omega | (intros; omega) | (constructor <;> intro h <;> intros <;> omega) | grind | (intros; grind) | simp_all | (intros; simp_all))

-- ## the session request line of candidate 0
-- {"cmd":"theorem pc_485f07aee5526e26 : (∀ a m n : Nat, a ∣ m → a ∣ n → a ∣ m + n) ↔ (∀ a m n : Nat, a ∣ m + n ↔ a ∣ m ∧ a ∣ n) :=\n  by first\n  | trace \"pcpick:0\"; (paracert_iff_rfl)\n  | trace \"pcpick:1\"; (paracert_structural)\n  | trace \"pcpick:2\"; (paracert_gate; set_option simprocs false in simp? only [Paracert.Rules.not_imp_not, Paracert.Rules.not_forall, Paracert.Rules.not_exists, Paracert.Rules.not_and_or, Paracert.Rules.not_or, Paracert.Rules.and_imp]; done)\n  | trace \"pcpick:3\"; (paracert_gate; set_option simprocs false in simp? only [Paracert.Rules.ge_iff_le, Paracert.Rules.gt_iff_lt, Paracert.Rules.ne_iff_not_eq, Paracert.Rules.nat_not_lt, Paracert.Rules.nat_not_le, Paracert.Rules.int_not_lt, Paracert.Rules.int_not_le, Paracert.Rules.and_imp, Paracert.Rules.not_not, Paracert.Rules.not_imp_not, Paracert.Rules.not_forall, Paracert.Rules.not_exists, Paracert.Rules.not_and_or, Paracert.Rules.not_or, Paracert.Rules.eq_comm, Paracert.Rules.and_comm, Paracert.Rules.or_comm, Paracert.Rules.and_assoc, Paracert.Rules.iff_comm]; done)\n  | trace \"pcpick:4\"; (paracert_gate; set_option simprocs false in simp? only [Paracert.Rules.ge_iff_le, Paracert.Rules.gt_iff_lt, Paracert.Rules.ne_iff_not_eq, Paracert.Rules.nat_not_lt, Paracert.Rules.nat_not_le, Paracert.Rules.int_not_lt, Paracert.Rules.int_not_le, Paracert.Rules.and_imp, Paracert.Rules.not_not, Paracert.Rules.eq_comm, Paracert.Rules.and_comm, Paracert.Rules.or_comm, Paracert.Rules.nat_dvd_def, Paracert.Rules.int_dvd_def, Paracert.Rules.prime_def, Paracert.Rules.even_def, Paracert.Rules.odd_def]; done)\n  | trace \"pcpick:5\"; (paracert_gate; set_option simprocs false in simp? only [Paracert.Rules.nat_even_iff_mod, Paracert.Rules.nat_odd_iff_mod, Paracert.Rules.ge_iff_le, Paracert.Rules.gt_iff_lt, Paracert.Rules.eq_comm]; done)\n  | trace \"pcpick:6\"; (paracert_gate; (fail_if_success (constructor <;> intro h; focus (set_option linter.unusedSimpArgs false in set_option simprocs false in simp only [Paracert.Rules.mul_assoc, Paracert.Rules.mul_comm, Paracert.Rules.mul_left_comm, Paracert.Rules.add_assoc, Paracert.Rules.add_comm, Paracert.Rules.add_left_comm, Paracert.Rules.one_mul, Paracert.Rules.mul_one, Paracert.Rules.zero_add, Paracert.Rules.add_zero, Paracert.Rules.zero_mul, Paracert.Rules.mul_zero, Paracert.Rules.mul_add, Paracert.Rules.add_mul, Nat.mul_assoc, Nat.mul_comm, Nat.mul_left_comm, Nat.add_assoc, Nat.add_comm, Nat.add_left_comm, Nat.one_mul, Nat.mul_one, Nat.zero_add, Nat.add_zero, Nat.zero_mul, Nat.mul_zero, Nat.mul_add, Nat.add_mul, Int.mul_assoc, Int.mul_comm, Int.mul_left_comm, Int.add_assoc, Int.add_comm, Int.add_left_comm, Int.one_mul, Int.mul_one, Int.zero_add, Int.add_zero, Int.zero_mul, Int.mul_zero, Int.mul_add, Int.add_mul, Paracert.Rules.ge_iff_le, Paracert.Rules.gt_iff_lt, Paracert.Rules.eq_comm, implies_true, not_true_eq_false, not_false_eq_true, forall_const, ne_eq, true_implies, false_implies, and_true, true_and, and_false, false_and, or_true, true_or, or_false, false_or, eq_self_iff_true, iff_self]; done))); (fail_if_success (constructor <;> intro h; rotate_left; focus (set_option linter.unusedSimpArgs false in set_option simprocs false in simp only [Paracert.Rules.mul_assoc, Paracert.Rules.mul_comm, Paracert.Rules.mul_left_comm, Paracert.Rules.add_assoc, Paracert.Rules.add_comm, Paracert.Rules.add_left_comm, Paracert.Rules.one_mul, Paracert.Rules.mul_one, Paracert.Rules.zero_add, Paracert.Rules.add_zero, Paracert.Rules.zero_mul, Paracert.Rules.mul_zero, Paracert.Rules.mul_add, Paracert.Rules.add_mul, Nat.mul_assoc, Nat.mul_comm, Nat.mul_left_comm, Nat.add_assoc, Nat.add_comm, Nat.add_left_comm, Nat.one_mul, Nat.mul_one, Nat.zero_add, Nat.add_zero, Nat.zero_mul, Nat.mul_zero, Nat.mul_add, Nat.add_mul, Int.mul_assoc, Int.mul_comm, Int.mul_left_comm, Int.add_assoc, Int.add_comm, Int.add_left_comm, Int.one_mul, Int.mul_one, Int.zero_add, Int.add_zero, Int.zero_mul, Int.mul_zero, Int.mul_add, Int.add_mul, Paracert.Rules.ge_iff_le, Paracert.Rules.gt_iff_lt, Paracert.Rules.eq_comm, implies_true, not_true_eq_false, not_false_eq_true, forall_const, ne_eq, true_implies, false_implies, and_true, true_and, and_false, false_and, or_true, true_or, or_false, false_or, eq_self_iff_true, iff_self]; done))); (fail_if_success (constructor <;> intro h; focus (set_option linter.unusedSimpArgs false in set_option simprocs false in simp only [Paracert.Rules.mul_assoc, Paracert.Rules.mul_comm, Paracert.Rules.mul_left_comm, Paracert.Rules.add_assoc, Paracert.Rules.add_comm, Paracert.Rules.add_left_comm, Paracert.Rules.one_mul, Paracert.Rules.mul_one, Paracert.Rules.zero_add, Paracert.Rules.add_zero, Paracert.Rules.zero_mul, Paracert.Rules.mul_zero, Paracert.Rules.mul_add, Paracert.Rules.add_mul, Nat.mul_assoc, Nat.mul_comm, Nat.mul_left_comm, Nat.add_assoc, Nat.add_comm, Nat.add_left_comm, Nat.one_mul, Nat.mul_one, Nat.zero_add, Nat.add_zero, Nat.zero_mul, Nat.mul_zero, Nat.mul_add, Nat.add_mul, Int.mul_assoc, Int.mul_comm, Int.mul_left_comm, Int.add_assoc, Int.add_comm, Int.add_left_comm, Int.one_mul, Int.mul_one, Int.zero_add, Int.add_zero, Int.zero_mul, Int.mul_zero, Int.mul_add, Int.add_mul, Paracert.Rules.ge_iff_le, Paracert.Rules.gt_iff_lt, Paracert.Rules.eq_comm, implies_true, not_true_eq_false, not_false_eq_true, forall_const, ne_eq, true_implies, false_implies, and_true, true_and, and_false, false_and, or_true, true_or, or_false, false_or, eq_self_iff_true, iff_self] at h; done))); (fail_if_success (constructor <;> intro h; rotate_left; focus (set_option linter.unusedSimpArgs false in set_option simprocs false in simp only [Paracert.Rules.mul_assoc, Paracert.Rules.mul_comm, Paracert.Rules.mul_left_comm, Paracert.Rules.add_assoc, Paracert.Rules.add_comm, Paracert.Rules.add_left_comm, Paracert.Rules.one_mul, Paracert.Rules.mul_one, Paracert.Rules.zero_add, Paracert.Rules.add_zero, Paracert.Rules.zero_mul, Paracert.Rules.mul_zero, Paracert.Rules.mul_add, Paracert.Rules.add_mul, Nat.mul_assoc, Nat.mul_comm, Nat.mul_left_comm, Nat.add_assoc, Nat.add_comm, Nat.add_left_comm, Nat.one_mul, Nat.mul_one, Nat.zero_add, Nat.add_zero, Nat.zero_mul, Nat.mul_zero, Nat.mul_add, Nat.add_mul, Int.mul_assoc, Int.mul_comm, Int.mul_left_comm, Int.add_assoc, Int.add_comm, Int.add_left_comm, Int.one_mul, Int.mul_one, Int.zero_add, Int.add_zero, Int.zero_mul, Int.mul_zero, Int.mul_add, Int.add_mul, Paracert.Rules.ge_iff_le, Paracert.Rules.gt_iff_lt, Paracert.Rules.eq_comm, implies_true, not_true_eq_false, not_false_eq_true, forall_const, ne_eq, true_implies, false_implies, and_true, true_and, and_false, false_and, or_true, true_or, or_false, false_or, eq_self_iff_true, iff_self] at h; done))); set_option simprocs false in simp? only [Paracert.Rules.mul_assoc, Paracert.Rules.mul_comm, Paracert.Rules.mul_left_comm, Paracert.Rules.add_assoc, Paracert.Rules.add_comm, Paracert.Rules.add_left_comm, Paracert.Rules.one_mul, Paracert.Rules.mul_one, Paracert.Rules.zero_add, Paracert.Rules.add_zero, Paracert.Rules.zero_mul, Paracert.Rules.mul_zero, Paracert.Rules.mul_add, Paracert.Rules.add_mul, Nat.mul_assoc, Nat.mul_comm, Nat.mul_left_comm, Nat.add_assoc, Nat.add_comm, Nat.add_left_comm, Nat.one_mul, Nat.mul_one, Nat.zero_add, Nat.add_zero, Nat.zero_mul, Nat.mul_zero, Nat.mul_add, Nat.add_mul, Int.mul_assoc, Int.mul_comm, Int.mul_left_comm, Int.add_assoc, Int.add_comm, Int.add_left_comm, Int.one_mul, Int.mul_one, Int.zero_add, Int.add_zero, Int.zero_mul, Int.mul_zero, Int.mul_add, Int.add_mul, Paracert.Rules.ge_iff_le, Paracert.Rules.gt_iff_lt, Paracert.Rules.eq_comm]; done)","env":0,"maxHeartbeats":200000,"axioms":["golden"]}

/-
  Paracert prelude: the few notions benchmark statements need that core Lean lacks
  (Mathlib has them). Prepended as text to every batch of the `core` profile, so keep it small:
  elaboration is cheap, but it is paid once per Lean process.

  Definitions follow Mathlib's meaning (not its implementation) so that a statement about
  `Nat.Prime`, `Even`, `Odd` or a `Set` reads the same here as there.
-/

notation "ℕ" => Nat
notation "ℤ" => Int

/-- `p` is prime: at least 2, and no divisor strictly between 1 and `p`.
  (Mathlib: `Nat.prime_def_lt''`.) Bounded, hence decidable. -/
def Nat.Prime (p : Nat) : Prop := 2 ≤ p ∧ ∀ m, m < p → m ∣ p → m = 1

-- `noncomputable`: the embedded Lean cannot compile defs needing library IR; `decide` only needs
-- the kernel to reduce the instance, which it can.
noncomputable instance (p : Nat) : Decidable (Nat.Prime p) := by unfold Nat.Prime; exact inferInstance

theorem Nat.Prime.two_le {p : Nat} (h : Nat.Prime p) : 2 ≤ p := h.1

/-- `a` is even: `a = r + r` for some `r` (Mathlib's definition). -/
def Even {α : Type} [Add α] (a : α) : Prop := ∃ r, a = r + r

/-- `a` is odd: `a = 2 * m + 1` for some `m` (Mathlib's definition). -/
def Odd {α : Type} [Add α] [Mul α] [OfNat α 1] [OfNat α 2] (a : α) : Prop := ∃ m, a = 2 * m + 1

theorem Nat.even_iff_two_dvd (n : Nat) : Even n ↔ 2 ∣ n := by
  unfold Even
  constructor
  · intro ⟨r, h⟩; exact ⟨r, by omega⟩
  · intro ⟨r, h⟩; exact ⟨r, by omega⟩

theorem Nat.even_iff_mod (n : Nat) : Even n ↔ n % 2 = 0 := by
  rw [Nat.even_iff_two_dvd]; omega

theorem Nat.odd_iff_mod (n : Nat) : Odd n ↔ n % 2 = 1 := by
  unfold Odd
  constructor
  · intro ⟨m, h⟩; omega
  · intro h; exact ⟨n / 2, by omega⟩

/-- A set as a predicate (Mathlib's `Set α := α → Prop`). -/
def Set (α : Type) : Type := α → Prop

noncomputable instance {α : Type} : Membership α (Set α) := ⟨fun s a => s a⟩

theorem Set.mem_def {α : Type} (s : Set α) (a : α) : a ∈ s ↔ s a := Iff.rfl

/-
  T1 rule lemmas: the ONLY lemmas an equivalence certificate may rewrite with.

  Each is a schema over arbitrary propositions / terms, proved once here. Together with
  definitional unfolding (`Iff.rfl`) and structural logic (intro / apply / exact of hypotheses)
  they cannot use the truth of a benchmark statement: none of them is an arithmetic fact
  about particular numbers, so a certificate built from them says the two statements mean the
  same, not merely that both are true. Classical rules are marked `classical` in their doc.
  Adding a lemma here is a trust decision: it must be a meaning-preserving rewrite.
-/
import Paracert.Prelude

namespace Paracert.Rules

/-- comparison order: `a ≥ b` is notation for `b ≤ a` -/
theorem ge_iff_le {α : Type} [LE α] (a b : α) : a ≥ b ↔ b ≤ a := Iff.rfl
/-- comparison order: `a > b` is notation for `b < a` -/
theorem gt_iff_lt {α : Type} [LT α] (a b : α) : a > b ↔ b < a := Iff.rfl
theorem ne_iff_not_eq {α : Sort _} (a b : α) : a ≠ b ↔ ¬ a = b := Iff.rfl
/-- equality symmetry -/
theorem eq_comm {α : Sort _} (a b : α) : a = b ↔ b = a := ⟨Eq.symm, Eq.symm⟩
/-- negated strict order on the linear order ℕ -/
theorem nat_not_lt (a b : Nat) : ¬ a < b ↔ b ≤ a := by constructor <;> intro h <;> omega
theorem nat_not_le (a b : Nat) : ¬ a ≤ b ↔ b < a := by constructor <;> intro h <;> omega
theorem int_not_lt (a b : Int) : ¬ a < b ↔ b ≤ a := by constructor <;> intro h <;> omega
theorem int_not_le (a b : Int) : ¬ a ≤ b ↔ b < a := by constructor <;> intro h <;> omega

theorem and_comm (p q : Prop) : p ∧ q ↔ q ∧ p := ⟨fun ⟨a, b⟩ => ⟨b, a⟩, fun ⟨a, b⟩ => ⟨b, a⟩⟩
theorem or_comm (p q : Prop) : p ∨ q ↔ q ∨ p := ⟨Or.symm, Or.symm⟩
theorem and_assoc (p q r : Prop) : (p ∧ q) ∧ r ↔ p ∧ (q ∧ r) :=
  ⟨fun ⟨⟨a, b⟩, c⟩ => ⟨a, b, c⟩, fun ⟨a, b, c⟩ => ⟨⟨a, b⟩, c⟩⟩
theorem iff_comm (p q : Prop) : (p ↔ q) ↔ (q ↔ p) := ⟨Iff.symm, Iff.symm⟩
/-- curry / uncurry of hypotheses -/
theorem and_imp (p q r : Prop) : (p ∧ q → r) ↔ (p → q → r) :=
  ⟨fun h a b => h ⟨a, b⟩, fun h ⟨a, b⟩ => h a b⟩
/-- hypothesis reorder -/
theorem imp_comm (p q r : Prop) : (p → q → r) ↔ (q → p → r) := ⟨fun h b a => h a b, fun h a b => h b a⟩
/-- binder reorder -/
theorem forall_swap {α β : Sort _} (p : α → β → Prop) : (∀ a b, p a b) ↔ (∀ b a, p a b) :=
  ⟨fun h b a => h a b, fun h a b => h b a⟩
theorem exists_swap {α β : Sort _} (p : α → β → Prop) : (∃ a b, p a b) ↔ (∃ b a, p a b) :=
  ⟨fun ⟨a, b, h⟩ => ⟨b, a, h⟩, fun ⟨b, a, h⟩ => ⟨a, b, h⟩⟩
/-- classical: double negation -/
theorem not_not (p : Prop) : ¬¬p ↔ p := ⟨fun h => Classical.byContradiction h, fun h hn => hn h⟩
/-- classical: contrapositive -/
theorem not_imp_not (p q : Prop) : (¬ q → ¬ p) ↔ (p → q) :=
  ⟨fun h hp => Classical.byContradiction (fun hq => h hq hp), fun h hq hp => hq (h hp)⟩
/-- classical: ¬∀ / ∃¬ duality -/
theorem not_forall {α : Sort _} (p : α → Prop) : (¬ ∀ a, p a) ↔ ∃ a, ¬ p a :=
  ⟨fun h => Classical.byContradiction (fun hne => h (fun a => Classical.byContradiction (fun hpa => hne ⟨a, hpa⟩))),
   fun ⟨a, hna⟩ h => hna (h a)⟩
theorem not_exists {α : Sort _} (p : α → Prop) : (¬ ∃ a, p a) ↔ ∀ a, ¬ p a :=
  ⟨fun h a hpa => h ⟨a, hpa⟩, fun h ⟨a, hpa⟩ => h a hpa⟩
/-- classical: De Morgan for ∧ -/
theorem not_and_or (p q : Prop) : ¬ (p ∧ q) ↔ ¬ p ∨ ¬ q :=
  ⟨fun h => (Classical.em p).elim (fun hp => Or.inr (fun hq => h ⟨hp, hq⟩)) Or.inl,
   fun h ⟨hp, hq⟩ => h.elim (fun hnp => hnp hp) (fun hnq => hnq hq)⟩
/-- De Morgan for ∨ -/
theorem not_or (p q : Prop) : ¬ (p ∨ q) ↔ ¬ p ∧ ¬ q :=
  ⟨fun h => ⟨fun hp => h (Or.inl hp), fun hq => h (Or.inr hq)⟩, fun ⟨a, b⟩ h => h.elim a b⟩

/-- definitional unpack: divisibility as ∃ -/
theorem nat_dvd_def (a b : Nat) : a ∣ b ↔ ∃ c, b = a * c := Iff.rfl
theorem int_dvd_def (a b : Int) : a ∣ b ↔ ∃ c, b = a * c := Iff.rfl
/-- definitional unpack of the prelude's notions -/
theorem prime_def (p : Nat) : Nat.Prime p ↔ 2 ≤ p ∧ ∀ m, m < p → m ∣ p → m = 1 := Iff.rfl
theorem even_def (n : Nat) : Even n ↔ ∃ r, n = r + r := Iff.rfl
theorem odd_def (n : Nat) : Odd n ↔ ∃ m, n = 2 * m + 1 := Iff.rfl
/-- notation switch: parity as a remainder (proved once in the prelude) -/
theorem nat_even_iff_mod (n : Nat) : Even n ↔ n % 2 = 0 := Nat.even_iff_mod n
theorem nat_odd_iff_mod (n : Nat) : Odd n ↔ n % 2 = 1 := Nat.odd_iff_mod n

end Paracert.Rules

/-
  Signature prelude, sets: the set operations Mathlib statements use on the prelude's `Set`
  (`α → Prop`), with Mathlib's definitions (`s ∪ t` is `{x | x ∈ s ∨ x ∈ t}`, ...), and the
  complement `HasCompl.compl` (Mathlib writes it `sᶜ`; a notation for a class declared in this
  prelude is refused by the embedded Lean as a private name, measured, so the signature spells it
  out and the `mathlib` profile maps it back to `sᶜ`). Topological notions (`IsOpen`, `IsClosed`) and
  `Finset.card` are not here: they are uninterpreted symbols, parameters of the statement.
-/
import Paracert.Prelude

namespace Paracert

class HasCompl (α : Type) where
  compl : α → α

/-- Mathlib's `Set.univ`. -/
def Set.univ {α : Type} : Set α := fun _ => True

instance {α : Type} : Union (Set α) := ⟨fun s t => fun x => s x ∨ t x⟩
instance {α : Type} : Inter (Set α) := ⟨fun s t => fun x => s x ∧ t x⟩
instance {α : Type} : EmptyCollection (Set α) := ⟨fun _ => False⟩
instance {α : Type} : HasCompl (Set α) := ⟨fun s => fun x => ¬ s x⟩

end Paracert

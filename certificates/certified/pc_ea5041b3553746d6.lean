import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: ea5041b3553746d6c70d6e22a0d24a9eb09ebe4568e4f5072cea4a924e8829ab
theorem pc_ea5041b3553746d6 {α : Type} [Paracert.Preorder α] : (∀ {a b c : α}, a ≤ b → b ≤ c → a ≤ c) ↔ (∀ {integer_value offset shift : α}, integer_value ≤ offset → offset ≤ shift → integer_value ≤ shift) :=
  by paracert_iff_rfl

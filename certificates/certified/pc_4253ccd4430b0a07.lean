import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "passive" · pair: 4253ccd4430b0a071591b2899f1dc4d58985fef730c16b6483b1cab96b392454
theorem pc_4253ccd4430b0a07 : (∀ (α : Type) (s : Set α), (fun x : α => x ∈ s ∨ False) = (fun x : α => x ∈ s)) ↔ (∀ (α : Type) (s : Set α), (fun x : α => False ∨ x ∈ s) = (fun x : α => x ∈ s)) :=
  by paracert_rules

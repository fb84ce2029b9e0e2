import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: unpack · pair: 2d7e5bcc65813a36e7d684e3b17b8bb005ea5f6b713e79f5457fa31d388bc9f0
theorem pc_2d7e5bcc65813a36 : (∀ (α : Type) (s : Set α), ∀ x : α, False → x ∈ s) ↔ (∀ (α : Type) (s : Set α), ∀ x : α, False → x ∈ s) :=
  by paracert_iff_rfl
